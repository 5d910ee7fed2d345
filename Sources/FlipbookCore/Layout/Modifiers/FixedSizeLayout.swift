/// `.fixedSize`: offers the view no limit along the fixed axes, so it takes its ideal size
/// there, and centres it in the space that result takes.
struct FixedSizeLayout: NodeLayout {
    var horizontal: Bool
    var vertical: Bool

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: inner(proposal))
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let local = CGRect(origin: .zero, size: laidOut.frame.size)
        let size = context.nested().size(of: child, proposal: inner(ProposedViewSize(local.size)))
        laidOut.children = [context.place(child: child, in: CGRect(origin: Alignment.center.origin(of: size, in: local), size: size))]
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        (axis == .horizontal ? horizontal : vertical) ? 0 : LayoutEngine.flexibility(of: node.children[0], along: axis)
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
