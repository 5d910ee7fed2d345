/// `.frame`: sizes a `.frame` modifier fixes or bounds, and where the view sits in the frame.
struct FrameLayout: NodeLayout {
    var width: CGFloat?
    var height: CGFloat?
    var minWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment = .center

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        // A frame fixed both ways takes its size whatever the child's: measuring it is wasted.
        if let width, let height { return CGSize(width: width, height: height) }
        let inner = ProposedViewSize(width: width ?? Self.clamp(proposal.width, minWidth, maxWidth),
                                     height: height ?? Self.clamp(proposal.height, minHeight, maxHeight))
        let childSize = context.nested().size(of: node.children[0], proposal: inner)
        return CGSize(width: Self.resolve(width, minWidth, maxWidth, proposal.width, childSize.width),
                    height: Self.resolve(height, minHeight, maxHeight, proposal.height, childSize.height))
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let local = CGRect(origin: .zero, size: laidOut.frame.size)
        let size = context.nested().size(of: child, proposal: ProposedViewSize(local.size))
        laidOut.children = [context.place(child: child, in: CGRect(origin: alignment.origin(of: size, in: local), size: size))]
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        let fixed = axis == .horizontal ? width : height
        let maximum = axis == .horizontal ? maxWidth : maxHeight
        if fixed != nil { return 0 }
        if maximum != nil { return 1 }
        return LayoutEngine.flexibility(of: node.children[0], along: axis)
    }

    /// The frame's extent along one axis: fixed, or the offer clamped to the bounds, or the
    /// child's own where the frame leaves it free.
    private static func resolve(_ fixed: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?, _ offered: CGFloat?, _ own: CGFloat) -> CGFloat {
        if let fixed { return fixed }
        switch (minimum, maximum) {
        case let (low?, high?): return clamp(offered ?? own, low, high) ?? own
        case let (nil, high?): return offered.map { $0 > own ? min($0, high) : own } ?? min(own, high)
        case let (low?, nil): return offered.map { $0 < own ? max($0, low) : own } ?? max(own, low)
        case (nil, nil): return own
        }
    }

    private static func clamp(_ value: CGFloat?, _ minimum: CGFloat?, _ maximum: CGFloat?) -> CGFloat? {
        guard var value else { return nil }
        if let minimum { value = max(value, minimum) }
        if let maximum { value = min(value, maximum) }
        return value
    }
}
