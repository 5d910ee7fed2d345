/// `.overlay` and `.background`: the view takes its own size; the layer is sized in the
/// view's frame and aligned there, drawn above (overlay) or below (background) it.
struct LayerLayout: WrappingLayout {
    let alignment: Alignment
    /// Whether the layer is drawn behind the view.
    let isBackground: Bool

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        let children = node.flattenedChildren
        let local = CGRect(origin: .zero, size: laidOut.frame.size)
        guard let first = children.first else { return }
        let primary = context.place(child: first, in: local)
        // The layer's views, each aligned in the frame: none when an `if` in it is false.
        let layers = children.dropFirst().map { view in
            let layerSize = context.nested().size(of: view, proposal: ProposedViewSize(local.size))
            return context.place(child: view, in: CGRect(origin: alignment.origin(of: layerSize, in: local), size: layerSize),
                                 under: "/layer")
        }
        laidOut.children = isBackground ? layers + [primary] : [primary] + layers
    }
}
