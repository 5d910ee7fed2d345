import Flipbook
import Foundation

/// A user's own layout, written against the public API only (no `@testable`): subviews on a
/// circle, the first at 12 o'clock, then clockwise, each at its ideal size.
public struct RadialLayout: Layout {
    /// The circle's radius, in points.
    public var radius: Double

    /// Creates the layout.
    public init(radius: Double) { self.radius = radius }

    /// The subviews' ideal sizes, measured once per pass.
    public func makeCache(subviews: Subviews) -> [CGSize] {
        subviews.map { $0.sizeThatFits(.unspecified) }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        let largest = cache.map { max($0.width, $0.height) }.max() ?? 0
        return proposal.replacingUnspecifiedDimensions(by: CGSize(width: 2 * radius + largest, height: 2 * radius + largest))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        let step = 2 * Double.pi / Double(max(1, subviews.count))
        for (index, subview) in subviews.enumerated() {
            let angle = Double(index) * step - Double.pi / 2
            subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                          anchor: .center, proposal: .unspecified)
        }
    }
}

/// A layout that places nothing: the engine centres its subviews.
public struct LazyLayout: Layout {
    /// Creates the layout.
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
