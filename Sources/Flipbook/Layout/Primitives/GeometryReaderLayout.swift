/// A `GeometryReader`: takes all the space offered and builds its content for that size,
/// placed at its top-left corner at the size the content takes.
struct GeometryReaderLayout: FillingLayout {
    let build: (CGSize) -> ViewNode

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        let size = laidOut.frame.size
        let content = build(size)
        let contentSize = context.nested().size(of: content, proposal: ProposedViewSize(size))
        laidOut.children = [context.place(child: content, in: CGRect(origin: .zero, size: contentSize), under: "/g")]
    }
}
