/// A scroll view's viewport: it takes the space offered (one that scrolls only sideways, the
/// height of its content); its content is offered unlimited
/// space along the scrolling axes and is placed shifted by the offset (clamped to the
/// content's ends, unless a finger or a bounce has it past one), clipped to the viewport.
/// Narrower content is centred across the axis. A screen's top inset (a large title's area)
/// lies above the content and scrolls with it. Where a vertical scroll view touches the safe
/// area's top or bottom edge, its viewport reaches the screen's edge and its content keeps
/// that much space at its end, as iOS's scroll views do under the status bar and the home
/// indicator.
@MainActor struct ScrollLayout: NodeLayout {
    let axes: Axis.Set
    let offset: CGSize
    let tracker: ScrollTracker
    /// The screen's report, whose top inset the content begins below.
    let report: ScrollOffsetReport?

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let content = contentSize(of: node, in: proposal, context: context)
        // A scroll view takes the space offered along the axes it scrolls; one that scrolls
        // only sideways is as tall as its content (a palette's row of emoji), as SwiftUI's.
        let height = scrollsOnlySideways ? min(content.height, proposal.height ?? .infinity) : proposal.height ?? content.height + inset
        return CGSize(width: proposal.width ?? content.width, height: height)
    }

    /// Whether the scroll view scrolls horizontally alone.
    private var scrollsOnlySideways: Bool { axes == .horizontal }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let content = contentSize(of: node, in: ProposedViewSize(laidOut.frame.size), context: context)
        let reach = axes.contains(.vertical) ? context.placement.safeArea.on(.vertical) : EdgeInsets()
        var context = context
        if reach != EdgeInsets() {
            laidOut.frame = reach.outset(laidOut.frame)
            context.placement = LayoutPlacement(origin: CGPoint(x: context.placement.origin.x, y: context.placement.origin.y - reach.top),
                                                size: laidOut.frame.size, namedSpaces: context.placement.namedSpaces)
        }
        let viewport = laidOut.frame.size
        let inset = self.inset + reach.top
        tracker.contentSize = CGSize(width: content.width, height: content.height + inset + reach.bottom)
        tracker.viewportSize = viewport
        // Past the ends only while a finger pulls it there or a fling bounces: content that
        // shrank under a still offset shows its end.
        let shown = tracker.isOverscrolling ? ScrollMotion.masked(offset, axes: axes)
            : ScrollMotion.clamped(offset, maximum: tracker.maximumOffset, axes: axes)
        let origin = CGPoint(x: content.width < viewport.width ? (viewport.width - content.width) / 2 : -shown.width,
                           y: inset - shown.height)
        laidOut.clip = AnyShape(Rectangle())
        let placed = context.place(child: child, in: CGRect(origin: origin, size: content))
        tracker.content = placed
        tracker.contentInset = inset
        laidOut.children = [placed]
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        guard scrollsOnlySideways, axis == .vertical, let child = node.flattenedChildren.first else { return 1 }
        return min(1, LayoutEngine.flexibility(of: child, along: axis))
    }

    /// The space above the content, in points.
    private var inset: CGFloat { report?.topInset ?? 0 }

    /// The content's size: unlimited along the scrolling axes, the offer across them.
    private func contentSize(of node: ViewNode, in proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        guard let child = node.flattenedChildren.first else { return .zero }
        let offer = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        return context.nested().size(of: child, proposal: offer)
    }
}
