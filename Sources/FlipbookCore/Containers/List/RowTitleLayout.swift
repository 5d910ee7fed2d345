/// A list row's content, named for touch scripts `row "Title"` by the first text it shows.
///
/// The name is read when the row is laid out, from its content as the scene resolved it (the
/// bodies of its views evaluated with their state and environment now), so a row whose text
/// changed, by its own state too, is found by the text on screen.
struct RowTitled<Content: View>: View, PrimitiveView {
    let content: Content

    typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(RowTitleLayout()), children: [content.makeNode()])
    }
}

/// Lays out a row's content as it is and names it `row "…"` after its first text.
struct RowTitleLayout: NodeLayout {
    private let stack = ContainerLayout(VStackLayout(spacing: 0))

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        stack.size(of: node, proposal: proposal, context: context)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        stack.place(node, into: &laidOut, context: context)
        laidOut.attributes.target = TargetName("row", label: node.firstText)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { stack.flexibility(of: node, along: axis) }
}
