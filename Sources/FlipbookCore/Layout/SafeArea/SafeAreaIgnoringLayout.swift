/// `.ignoresSafeArea(_:edges:)`: the view takes the size it is offered, and where it touches
/// the safe area's edge on one of `edges`, its content grows to the screen's edge, offered the
/// larger size. Inside, no safe area is left on those edges.
struct SafeAreaIgnoringLayout: WrappingLayout {
    let edges: Edge.Set

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let local = CGRect(origin: .zero, size: laidOut.frame.size)
        let grown = context.placement.safeArea.on(edges).outset(local)
        let size = grown == local ? local.size : context.nested().size(of: child, proposal: ProposedViewSize(grown.size))
        laidOut.children = [context.place(child: child, in: CGRect(origin: Alignment.center.origin(of: size, in: grown), size: size))]
    }
}
