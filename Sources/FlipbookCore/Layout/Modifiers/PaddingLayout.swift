/// `.padding`: the view offered the space less the insets, and placed inside them.
struct PaddingLayout: WrappingLayout {
    let insets: EdgeInsets

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let horizontal = insets.leading + insets.trailing, vertical = insets.top + insets.bottom
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) },
                                     height: proposal.height.map { max(0, $0 - vertical) })
        let size = context.nested().size(of: node.children[0], proposal: inner)
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size).inset(by: insets))]
    }
}
