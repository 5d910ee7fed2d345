/// `.overlay` and `.background`: the view takes its own size; the layer is sized in the
/// view's frame and aligned there, drawn above (overlay) or below (background) it.
struct LayerLayout: WrappingLayout {
    let alignment: Alignment
    /// Whether the layer is drawn behind the view.
    let isBackground: Bool

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> Size {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        let children = node.flattenedChildren
        let local = Rect(origin: .zero, size: laidOut.frame.size)
        let primary = context.place(child: children[0], in: local)
        let layerSize = context.nested().size(of: children[1], proposal: ProposedViewSize(local.size))
        let layer = context.place(child: children[1], in: Rect(origin: alignment.origin(of: layerSize, in: local), size: layerSize),
                                  under: "/layer")
        laidOut.children = isBackground ? [layer, primary] : [primary, layer]
    }
}
