/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public enum ToolbarItemPlacement: Hashable, Sendable {
    /// Trailing in the navigation bar (SwiftUI's default on iPhone).
    case automatic
    /// Leading in the navigation bar.
    case topBarLeading, navigationBarLeading
    /// Trailing in the navigation bar.
    case topBarTrailing, navigationBarTrailing, primaryAction
    /// Leading, for Cancel in a sheet.
    case cancellationAction
    /// Trailing and bold, for Done in a sheet.
    case confirmationAction
    /// In a bar at the bottom of the screen.
    case bottomBar
    /// In the middle of the navigation bar, in place of the title.
    case principal

    /// The side of the bar the placement means.
    var slot: ToolbarSlot {
        switch self {
        case .topBarLeading, .navigationBarLeading, .cancellationAction: .leading
        case .automatic, .topBarTrailing, .navigationBarTrailing, .primaryAction, .confirmationAction: .trailing
        case .bottomBar: .bottom
        case .principal: .principal
        }
    }
}

/// A part of a bar that toolbar items go to.
enum ToolbarSlot: Hashable {
    case leading, trailing, bottom, principal
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: a view (usually a button) at a placement.
public struct ToolbarItem<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates an item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(ToolbarItemLayout(placement: placement)), children: [content.makeNode()])
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates the items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(ToolbarItemLayout(placement: placement)),
                 children: [HStack(spacing: 20) { NodeView(node: content.makeNode()) }.makeNode()])
    }
}

/// A toolbar item outside a bar: its content as it is.
struct ToolbarItemLayout: WrappingLayout {
    let placement: ToolbarItemPlacement

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}

/// A toolbar item a screen declared.
struct ToolbarItemRecord {
    let slot: ToolbarSlot
    let isConfirmation: Bool
    let node: ViewNode
}

extension ViewNode {
    /// The toolbar items in a toolbar's content; views that are not items go trailing.
    var toolbarItems: [ToolbarItemRecord] {
        listParts.map { part in
            if case let .layout(item as ToolbarItemLayout) = part.kind, let content = part.children.first {
                return ToolbarItemRecord(slot: item.placement.slot, isConfirmation: item.placement == .confirmationAction, node: content)
            }
            return ToolbarItemRecord(slot: .trailing, isConfirmation: false, node: part)
        }
    }
}
