/// `.mask`: the view takes its own size; the mask is sized in the view's frame and aligned
/// there, and only where it is opaque does the view show.
struct MaskLayout: WrappingLayout {
    let alignment: Alignment

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        let children = node.flattenedChildren
        let local = CGRect(origin: .zero, size: laidOut.frame.size)
        guard let content = children.first, let mask = children.dropFirst().first else { return }
        let maskSize = context.nested().size(of: mask, proposal: ProposedViewSize(local.size))
        laidOut.content = .mask
        laidOut.children = [
            context.place(child: content, in: local),
            context.place(child: mask, in: CGRect(origin: alignment.origin(of: maskSize, in: local), size: maskSize), under: "/mask"),
        ]
    }
}
