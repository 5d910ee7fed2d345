/// `.aspectRatio`: the largest (`.fit`) or smallest (`.fill`) size of `ratio` (width ÷
/// height) for the space offered; with no ratio, the view's ideal one. The view fills it.
struct AspectRatioLayout: WrappingLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let ideal = context.nested().size(of: node.children[0], proposal: .unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        let space = proposal.replacingUnspecified(with: .infinity)
        if space.width == .infinity && space.height == .infinity { return CGSize(width: ideal.width, height: ideal.width / ratio) }
        if space.width == .infinity { return CGSize(width: space.height * ratio, height: space.height) }
        if space.height == .infinity { return CGSize(width: space.width, height: space.width / ratio) }
        let byWidth = CGSize(width: space.width, height: space.width / ratio)
        let byHeight = CGSize(width: space.height * ratio, height: space.height)
        let fitsByWidth = byWidth.height <= space.height
        return (contentMode == .fit) == fitsByWidth ? byWidth : byHeight
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}
