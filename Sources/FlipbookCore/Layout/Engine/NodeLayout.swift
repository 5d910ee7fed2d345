/// How one kind of node is sized and placed: every kind of node has one, so a new kind of
/// view brings its own layout and the engine needs no change. Containers arranged by a
/// public `Layout` use `ContainerLayout`; modifiers and primitives have their own.
protocol NodeLayout {
    /// The size `node` takes when offered `proposal`, in points. `context` carries the node's
    /// environment (its own changes applied) and the stack that holds it.
    @MainActor func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize

    /// Sets what `node` draws and lays out its children inside `laidOut.frame.size`.
    /// `context` carries the node's environment and identity.
    @MainActor func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext)

    /// How `node` flexes along `axis`, computed from the tree without measuring anything:
    /// 0 for a fixed size, 1 for a view that takes what it is offered, 2 for a spacer.
    @MainActor func flexibility(of node: ViewNode, along axis: Axis) -> Int

    /// The space `node` prefers around its edges.
    @MainActor func spacing(of node: ViewNode, context: LayoutContext) -> ViewSpacing
}

extension NodeLayout {
    @MainActor func spacing(of node: ViewNode, context: LayoutContext) -> ViewSpacing { ViewSpacing() }
}

/// A node that wraps one view (padding, frames, overlays, custom modifiers) flexes as that
/// view does, but never as a spacer.
protocol WrappingLayout: NodeLayout {}

extension WrappingLayout {
    @MainActor func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        min(1, node.children.first.map { LayoutEngine.flexibility(of: $0, along: axis) } ?? 0)
    }
}

/// Where a node is laid out: the environment it sees, the stack that holds it directly and,
/// while placing, its identity.
struct LayoutContext {
    var environment: EnvironmentValues
    /// The axis of the stack that holds the node directly, if any: spacers grow along it.
    var stackAxis: Axis?
    /// The node's identity in the scene; empty while measuring.
    var identity = ""
    /// Where the node sits, while placing: its origin on the screen, the safe area around it.
    var placement = LayoutPlacement()

    /// The context of the node's children: the same environment, inside a stack along
    /// `axis` when the node stacks them.
    func nested(in axis: Axis? = nil) -> LayoutContext {
        LayoutContext(environment: environment, stackAxis: axis, identity: identity, placement: placement)
    }

    /// The size `node`, which sits in this context, takes when offered `proposal`.
    @MainActor func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        var context = self
        context.environment = environment.applying(node.attributes.environment)
        guard let memo = node.attributes.subtreeMemo else { return node.nodeLayout.size(of: node, proposal: proposal, context: context) }
        return memo.size(for: proposal, in: context) { node.nodeLayout.size(of: node, proposal: proposal, context: context) }
    }

    /// `node` laid out in `frame` (its parent's coordinates), with `identity`; `safeArea`
    /// overrides the safe area the node's place in its parent gives it.
    @MainActor func place(_ node: ViewNode, in frame: CGRect, identity: String, safeArea: EdgeInsets? = nil) -> LaidOutNode {
        var placement = placement.child(in: frame)
        if let safeArea { placement.safeArea = safeArea }
        return place(node, in: frame, identity: identity, placement: placement)
    }

    /// `node` laid out in `frame` with `identity` at `placement`.
    @MainActor func place(_ node: ViewNode, in frame: CGRect, identity: String, placement: LayoutPlacement) -> LaidOutNode {
        let environment = environment.applying(node.attributes.environment)
        guard let memo = node.attributes.subtreeMemo else {
            return place(node, in: frame, identity: identity, environment: environment, placement: placement)
        }
        return memo.place(node, in: frame, identity: identity, environment: environment, placement: placement) {
            place(node, in: frame, identity: identity, environment: environment, placement: placement)
        }
    }

    /// `node` laid out in `frame` with `identity`, in `environment` (its own changes applied).
    @MainActor private func place(_ node: ViewNode, in frame: CGRect, identity: String, environment: EnvironmentValues,
                                  placement: LayoutPlacement) -> LaidOutNode {
        var laidOut = LaidOutNode(identity: identity, frame: frame, content: .none, attributes: node.attributes,
                                  environment: environment, children: [])
        node.nodeLayout.place(node, into: &laidOut, context: LayoutContext(environment: environment, identity: identity, placement: placement))
        return laidOut
    }

    /// `child` of the node being placed, laid out in `frame`; its identity is taken under the
    /// node's identity followed by `suffix`. `safeArea` overrides the safe area around it.
    @MainActor func place(child: ViewNode, in frame: CGRect, under suffix: String = "", safeArea: EdgeInsets? = nil) -> LaidOutNode {
        place(child, in: frame, identity: LayoutEngine.identity(of: child, under: identity + suffix), safeArea: safeArea)
    }

    /// The space `node`, which sits in this context, prefers around its edges.
    @MainActor func spacing(of node: ViewNode) -> ViewSpacing {
        var context = self
        context.environment = environment.applying(node.attributes.environment)
        return node.nodeLayout.spacing(of: node, context: context)
    }
}
