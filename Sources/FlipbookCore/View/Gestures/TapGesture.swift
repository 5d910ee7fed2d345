/// One or more taps, as SwiftUI's `TapGesture`: it ends when the fingers have tapped `count`
/// times, and reports nothing else. A double tap (`count: 2`) is the touch script's
/// `double-tap`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public typealias Body = Never

    /// The number of taps the gesture waits for.
    public var count: Int

    /// Creates a gesture that recognises `count` taps.
    public init(count: Int = 1) { self.count = count }
}

extension TapGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == .tap(count: count) }

    func change(_ touch: TouchSample) -> Any? { nil }

    func end(_ touch: TouchSample) -> Any? { accepts(touch.kind) ? () : nil }
}
