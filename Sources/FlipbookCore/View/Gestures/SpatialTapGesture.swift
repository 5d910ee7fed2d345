/// One or more taps that report where they fell, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where a tap fell.
    public struct Value: Equatable, Sendable {
        /// The tap's location, in the gesture's coordinate space.
        public var location: CGPoint
    }

    public typealias Body = Never

    /// The number of taps the gesture waits for.
    public var count: Int
    /// The coordinates of the location.
    public var coordinateSpace: CoordinateSpace

    /// Creates a gesture that recognises `count` taps and reports where, in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

extension SpatialTapGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == .tap(count: count) }

    func change(_ touch: TouchSample) -> Any? { nil }

    func end(_ touch: TouchSample) -> Any? {
        guard accepts(touch.kind) else { return nil }
        return Value(location: touch.locations(in: coordinateSpace).now)
    }
}
