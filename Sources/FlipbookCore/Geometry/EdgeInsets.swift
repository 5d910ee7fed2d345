/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Creates insets from the four distances.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every edge.
    public init(all length: CGFloat) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }
}

extension CGRect {
    /// The rectangle that remains after moving each edge inward by `insets`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.leading, y: minY + insets.top,
            width: Swift.max(0, width - insets.leading - insets.trailing),
            height: Swift.max(0, height - insets.top - insets.bottom)
        )
    }
}
