/// One screen of a stack: what it shows and where it is.
struct NavigationScreenModel {
    /// What was pushed for it; `nil` for the root.
    let entry: NavigationEntry?
    let depth: Int
    /// Its view, when known without a destination (the root, a pushed view).
    let content: ViewNode?
}

/// The screens of a stack, each filling it: the top one in place, the one under it moved a
/// third of its width to the left and dimmed, the others under those.
struct NavigationDeck: View {
    let screens: [NavigationScreenModel]
    let context: NavigationContext

    var body: some View {
        let top = screens.count - 1
        return NavigationDeckLayout(covered: screens.map { $0.depth < top }) {
            ForEach(screens, id: \.depth) { screen in
                NavigationScreen(model: screen, context: context, isTop: screen.depth == top)
                    .transition(.move(edge: .trailing))
            }
        }
    }
}

/// Places every screen at the full size; covered ones a third of the width to the left.
struct NavigationDeckLayout: Layout {
    let covered: [Bool]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            let shift = index < covered.count && covered[index] ? -bounds.width / 3 : 0
            subviews[index].place(at: CGPoint(x: bounds.minX + shift, y: bounds.minY), anchor: .topLeading,
                                  proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// One screen: its content below the navigation bar on the screen's background, told which
/// screen it is on; dimmed and deaf to touches while covered.
struct NavigationScreen: View {
    let model: NavigationScreenModel
    let context: NavigationContext
    let isTop: Bool
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let record = context.screen(model.depth)
        return ScreenContent(record: record, isCovered: !isTop, content: NavigationScreenContent(model: model, context: context))
            .environment(\.dismiss, model.depth > 0 ? context.dismissTop : dismiss)
            .environment(\.navigationScreen, record)
            .environment(\.scrollOffsetReport, record.scroll)
            .overlay(Color.black.opacity(isTop ? 0 : 0.1).allowsHitTesting(false))
            .allowsHitTesting(isTop)
    }
}

/// The view of a screen: the root, a pushed view, or the destination of a pushed value.
struct NavigationScreenContent: View {
    let model: NavigationScreenModel
    let context: NavigationContext

    var body: some View {
        if let content = model.content {
            NodeView(node: content)
        } else if case let .value(value)? = model.entry, let destination = context.destinations[ObjectIdentifier(type(of: value.base))] {
            NodeView(node: destination(value))
        } else {
            Color.clear
        }
    }
}
