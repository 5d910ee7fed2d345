/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets from the four distances.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every edge.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }
}

extension Rect {
    /// The rectangle that remains after moving each edge inward by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: Swift.max(0, width - insets.leading - insets.trailing),
            height: Swift.max(0, height - insets.top - insets.bottom)
        )
    }
}
