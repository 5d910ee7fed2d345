/// A `GeometryReader`: takes all the space offered and builds its content for where it sits
/// (its size, its frame on the screen, the safe area around it), placed at its top-left corner
/// at the size the content takes.
struct GeometryReaderLayout: FillingLayout {
    let build: (GeometryProxy) -> ViewNode

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        SubtreeMemo.notePlacementRead()
        let size = laidOut.frame.size
        let content = build(GeometryProxy(placement: context.placement))
        let contentSize = context.nested().size(of: content, proposal: ProposedViewSize(size))
        laidOut.children = [context.place(child: content, in: CGRect(origin: .zero, size: contentSize), under: "/g")]
    }
}
