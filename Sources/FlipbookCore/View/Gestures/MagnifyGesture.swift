/// A pinch that knows where it is, as SwiftUI's `MagnifyGesture` (iOS 17): its value is the
/// magnification (how many times as far apart the fingers are as when they came down) and the
/// point between the fingers, so a view can zoom about the place pinched rather than its centre.
public struct MagnifyGesture: Gesture {
    /// A pinch at one moment.
    public struct Value: Equatable, Sendable {
        /// How many times as far apart the fingers are as when they came down.
        public var magnification: CGFloat
        /// The point between the fingers when they came down, in the view's own coordinates
        /// (points, origin top-left).
        public var startLocation: CGPoint
    }

    public typealias Body = Never

    /// How much the magnification changes before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture that begins once the magnification has changed by
    /// `minimumScaleDelta` (0.01, as SwiftUI).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

extension MagnifyGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == .pinch }

    func change(_ touch: TouchSample) -> Any? { value(of: touch) }

    func end(_ touch: TouchSample) -> Any? { value(of: touch) }

    private func value(of touch: TouchSample) -> Value? {
        guard accepts(touch.kind), touch.largestScaleChange >= minimumScaleDelta else { return nil }
        return Value(magnification: touch.scale, startLocation: touch.startLocation)
    }
}
