/// A pinch, as SwiftUI's `MagnificationGesture`: its value is how many times as far apart
/// the fingers are as when they came down (above 1 spreading, below 1 closing).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public typealias Body = Never

    /// How much the scale changes before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture that begins once the scale has changed by
    /// `minimumScaleDelta` (0.01, as SwiftUI).
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

extension MagnificationGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == .pinch }

    func change(_ touch: TouchSample) -> Any? { value(of: touch) }

    func end(_ touch: TouchSample) -> Any? { value(of: touch) }

    private func value(of touch: TouchSample) -> CGFloat? {
        guard accepts(touch.kind), touch.largestScaleChange >= minimumScaleDelta else { return nil }
        return touch.scale
    }
}
