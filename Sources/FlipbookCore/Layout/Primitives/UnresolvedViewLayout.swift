/// A view whose body was not evaluated before layout (one built while measuring, outside the
/// scene's tree): its body is evaluated here, without stored state, and laid out in its place.
@MainActor struct UnresolvedViewLayout: NodeLayout {
    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.size(of: resolved(node, context), proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut = context.place(resolved(node, context), in: laidOut.frame, identity: context.identity)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        LayoutEngine.flexibility(of: resolved(node, LayoutContext(environment: EnvironmentValues())), along: axis)
    }

    private func resolved(_ node: ViewNode, _ context: LayoutContext) -> ViewNode {
        ViewResolver.detached.resolve(node, key: context.identity.isEmpty ? "detached" : context.identity,
                                      environment: context.environment)
    }
}
