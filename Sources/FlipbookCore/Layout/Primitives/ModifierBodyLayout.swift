/// A custom `ViewModifier`: its body, built around the modified view, is what is sized and
/// placed; the node keeps the modifier so the presenter can rebuild the body with the
/// animatable data on screen.
@MainActor struct ModifierBodyLayout: WrappingLayout {
    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        guard case let .custom(modifier) = node.kind else { return .zero }
        return context.nested().size(of: modifier.resolve(content: node.children[0]), proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard case let .custom(modifier) = node.kind, let content = node.flattenedChildren.first else { return }
        laidOut.content = .custom(modifier, content: content)
        laidOut.children = [Self.body(of: modifier, content: content, in: CGRect(origin: .zero, size: laidOut.frame.size), context: context)]
    }

    /// The modifier's body, built around `content` and laid out in `rect`.
    static func body(of modifier: AnyViewModifier, content: ViewNode, in rect: CGRect, context: LayoutContext) -> LaidOutNode {
        context.place(child: modifier.resolve(content: content), in: rect, under: "/m")
    }
}
