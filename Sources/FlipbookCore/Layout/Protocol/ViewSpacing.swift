/// The space a view prefers between its edges and its neighbours', in points, as SwiftUI's
/// `ViewSpacing`. Every view prefers SwiftUI's default of 8 points on each edge.
public struct ViewSpacing: Hashable, Sendable {
    var top: CGFloat
    var leading: CGFloat
    var bottom: CGFloat
    var trailing: CGFloat

    /// The default spacing: 8 points on every edge.
    public init() { self.init(all: 8) }

    private init(all length: CGFloat) {
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The space between a view with this spacing and `next`, which follows it along `axis`
    /// (to the right, or below): the larger of the two facing preferences, in points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Takes the larger preference of the two on every edge.
    public mutating func formUnion(_ other: ViewSpacing) {
        top = max(top, other.top)
        leading = max(leading, other.leading)
        bottom = max(bottom, other.bottom)
        trailing = max(trailing, other.trailing)
    }

    /// The larger preference of the two on every edge.
    public func union(_ other: ViewSpacing) -> ViewSpacing {
        var result = self
        result.formUnion(other)
        return result
    }
}
