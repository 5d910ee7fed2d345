/// `.position`: takes all the space offered and centres the view, at its own size, on a
/// point in that space.
struct PositionLayout: FillingLayout {
    let position: CGPoint

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.positionsChild = true
        let size = context.nested().size(of: child, proposal: ProposedViewSize(laidOut.frame.size))
        laidOut.children = [context.place(child: child, in: CGRect(x: position.x - size.width / 2, y: position.y - size.height / 2,
                                                                 width: size.width, height: size.height))]
    }
}
