import Foundation

/// Content whose rows a list can delete and move, as SwiftUI's `DynamicViewContent`: a
/// `ForEach`, and a `ForEach` with edit actions already attached.
public protocol DynamicViewContent: View {}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets the list delete rows: by a swipe to the left and a tap on Delete, or the red
    /// control in edit mode; `action` gets the offsets of the rows to delete.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableContent {
        var editable = EditableContent(self)
        editable.actions.onDelete = action
        return editable
    }

    /// Lets the list move rows by their handles in edit mode; `action` gets the offsets of the
    /// rows moved and the offset they go before, as `Array.move(fromOffsets:toOffset:)` takes.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableContent {
        var editable = EditableContent(self)
        editable.actions.onMove = action
        return editable
    }
}

/// A `ForEach` with `.onDelete` or `.onMove` attached.
public struct EditableContent: DynamicViewContent, PrimitiveView {
    let content: ViewNode
    var actions = RowEditActions()

    init(_ view: some View) {
        if let editable = view as? EditableContent {
            self = editable
        } else {
            content = view.makeNode()
        }
    }

    public typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(EditActionsLayout(actions: actions)), children: [content])
    }
}

/// What a list may do with the rows of one `ForEach`.
struct RowEditActions {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

/// A `ForEach` with edit actions, outside a list: its views stacked.
struct EditActionsLayout: NodeLayout {
    let actions: RowEditActions
    private let stack = ContainerLayout(VStackLayout(spacing: 0))

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        stack.size(of: node, proposal: proposal, context: context)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        stack.place(node, into: &laidOut, context: context)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { stack.flexibility(of: node, along: axis) }
}
