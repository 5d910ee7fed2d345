/// A finger held still, as SwiftUI's `LongPressGesture`: it succeeds once the finger has been
/// down `minimumDuration` seconds, reporting `true`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public typealias Body = Never

    /// How long the finger must stay down, in seconds.
    public var minimumDuration: Double

    /// Creates a long press of at least `minimumDuration` seconds (0.5, as SwiftUI).
    public init(minimumDuration: Double = 0.5) { self.minimumDuration = minimumDuration }
}

extension LongPressGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == .longPress }

    func change(_ touch: TouchSample) -> Any? {
        touch.kind == .longPress && touch.heldFor >= minimumDuration ? true : nil
    }

    func end(_ touch: TouchSample) -> Any? { change(touch) }
}

extension View {
    /// Runs `action` once a finger has stayed on the view `minimumDuration` seconds, as
    /// SwiftUI's `onLongPressGesture(minimumDuration:perform:)`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration).onEnded { _ in action() })
    }
}

/// A finger held down on the view that took it.
@MainActor package final class LongPressSession {
    private let session: TouchSession

    init(session: TouchSession) { self.session = session }

    /// The finger has been down `seconds`: the gestures see it as it changes.
    package func hold(for seconds: Double) {
        session.hold(for: seconds)
        session.changed()
    }

    /// The finger lifts after `seconds`.
    package func lift(after seconds: Double) {
        session.hold(for: seconds)
        session.ended()
    }
}

extension Player {
    /// Puts a finger down at `point` (screen coordinates) to hold it there.
    package func beginLongPress(at point: CGPoint) -> LongPressSession? {
        beginTouch(.longPress, at: point).map(LongPressSession.init)
    }
}
