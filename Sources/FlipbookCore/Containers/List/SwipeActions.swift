/// Which side of a row a swipe reveals actions on, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    case leading, trailing
}

extension View {
    /// Buttons revealed by swiping the row, as SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`:
    /// swiping left reveals the trailing ones, right the leading ones. A button with the
    /// `.destructive` role is red, others grey unless tinted.
    public func swipeActions(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                             @ViewBuilder content: () -> some View) -> some View {
        let buttons = content().makeNode()
        return wrapped(in: .layout(SwipeActionsLayout(edge: edge, buttons: buttons)))
    }
}

/// A row with swipe actions: the row itself, laid out as it is; a list reads the actions.
struct SwipeActionsLayout: WrappingLayout {
    let edge: HorizontalEdge
    let buttons: ViewNode

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}
