/// A drag, as SwiftUI's `DragGesture`: once the finger has moved `minimumDistance` points it
/// reports changes while it moves, and once more when it lifts.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// Where the finger came down, in the gesture's coordinate space.
        public var startLocation: CGPoint
        /// Where the finger is now, in the gesture's coordinate space.
        public var location: CGPoint

        /// How far the finger has moved since it came down: `location − startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
    }

    public typealias Body = Never

    /// How far, in points on screen, the finger moves before the drag begins; with 0, a
    /// tap is a drag too.
    public var minimumDistance: CGFloat
    /// The coordinates of the locations: the view's own (SwiftUI's default) or the screen's.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture.
    ///
    /// - Parameters:
    ///   - minimumDistance: Points the finger must move before the drag begins (10, as SwiftUI).
    ///   - coordinateSpace: The coordinates of the reported locations.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool {
        kind == .drag || (minimumDistance <= 0 && kind == .tap(count: 1))
    }

    func change(_ touch: TouchSample) -> Any? { value(of: touch) }

    func end(_ touch: TouchSample) -> Any? { value(of: touch) }

    private func value(of touch: TouchSample) -> Value? {
        guard accepts(touch.kind), touch.farthestDistance >= minimumDistance else { return nil }
        let (start, now) = touch.locations(in: coordinateSpace)
        return Value(startLocation: start, location: now)
    }
}
