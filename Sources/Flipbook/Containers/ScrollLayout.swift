/// A scroll view's viewport: it takes the space offered; its content is offered unlimited
/// space along the scrolling axes and is placed shifted by the offset (clamped to the
/// content's ends, unless a finger or a bounce has it past one), clipped to the viewport.
/// Narrower content is centred across the axis. A screen's top inset (a large title's area)
/// lies above the content and scrolls with it.
@MainActor struct ScrollLayout: NodeLayout {
    let axes: Axis.Set
    let offset: CGSize
    let tracker: ScrollTracker
    /// The screen's report, whose top inset the content begins below.
    let report: ScrollOffsetReport?

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let content = contentSize(of: node, in: proposal, context: context)
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height + inset)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let viewport = laidOut.frame.size
        let content = contentSize(of: node, in: ProposedViewSize(viewport), context: context)
        tracker.contentSize = CGSize(width: content.width, height: content.height + inset)
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

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 1 }

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
