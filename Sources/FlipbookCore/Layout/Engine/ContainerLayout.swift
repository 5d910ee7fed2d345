/// A node whose children a `Layout` arranges: the stacks, the grids, a bare group and any
/// layout of the user's.
struct ContainerLayout<L: Layout>: NodeLayout {
    let layout: L
    /// The axis along which the layout stacks its children, if it does.
    let stackOrientation: Axis?
    /// The container's flexibility (horizontal, vertical) when its children do not decide it.
    let ownFlexibility: (horizontal: Int, vertical: Int)?

    init(_ layout: L) {
        self.layout = layout
        let traits = layout as? any EngineLayoutTraits
        stackOrientation = traits?.stackOrientation ?? L.layoutProperties.stackOrientation
        ownFlexibility = traits?.ownFlexibility
    }

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let subviews = LayoutSubviews(SubviewStorage(nodes: node.flattenedChildren, context: context.nested(in: stackOrientation),
                                                     isPlacing: false))
        var cache = layout.makeCache(subviews: subviews)
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        let storage = SubviewStorage(nodes: node.flattenedChildren, context: context.nested(in: stackOrientation), isPlacing: true)
        let subviews = LayoutSubviews(storage)
        let bounds = CGRect(origin: .zero, size: laidOut.frame.size)
        let proposal = ProposedViewSize(bounds.size)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        laidOut.children = storage.nodes.indices.map { index in
            // A subview the layout did not place sits at the centre, at its size for the proposal.
            let frame = storage.placements[index] ?? {
                let size = subviews[index].sizeThatFits(proposal)
                return CGRect(origin: Alignment.center.origin(of: size, in: bounds), size: size)
            }()
            return context.place(child: storage.nodes[index], in: frame)
        }
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        if let own = ownFlexibility { return axis == .horizontal ? own.horizontal : own.vertical }
        let isAcross = stackOrientation.map { $0 != axis } ?? false
        return node.flattenedChildren.map { child -> Int in
            // Across a stack's axis its spacers take no room: only its other children can flex.
            if isAcross, case .spacer = child.kind { return 0 }
            return min(1, LayoutEngine.flexibility(of: child, along: axis))
        }.max() ?? 0
    }

    func spacing(of node: ViewNode, context: LayoutContext) -> ViewSpacing {
        let subviews = LayoutSubviews(SubviewStorage(nodes: node.flattenedChildren, context: context.nested(in: stackOrientation),
                                                     isPlacing: false))
        var cache = layout.makeCache(subviews: subviews)
        return layout.spacing(subviews: subviews, cache: &cache)
    }
}

/// What the engine's own layouts tell it beyond the public protocol.
protocol EngineLayoutTraits {
    /// The axis along which the layout stacks its children, if it does.
    var stackOrientation: Axis? { get }
    /// The container's flexibility (horizontal, vertical) when its children do not decide
    /// it; `nil` to take it from the children.
    var ownFlexibility: (horizontal: Int, vertical: Int)? { get }
}

extension EngineLayoutTraits where Self: Layout {
    var stackOrientation: Axis? { Self.layoutProperties.stackOrientation }
    var ownFlexibility: (horizontal: Int, vertical: Int)? { nil }
}

extension Layout {
    /// A node of this layout arranging `children`.
    func makeNode(children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .layout(ContainerLayout(self)), children: children)
    }
}
