/// A view with a change made to its node: how every built-in modifier is expressed.
struct ModifiedNode<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (ViewNode) -> ViewNode

    typealias Body = Never
    func makeNode() -> ViewNode { change(content.makeNode()) }
}

extension View {
    /// This view with `change` applied to its node.
    func modifyingNode(_ change: @escaping (ViewNode) -> ViewNode) -> ModifiedNode<Self> {
        ModifiedNode(content: self, change: change)
    }

    /// This view with its node's attributes changed.
    func modifyingAttributes(_ change: @escaping (inout NodeAttributes) -> Void) -> ModifiedNode<Self> {
        modifyingNode { node in
            var copy = node
            change(&copy.attributes)
            return copy
        }
    }

    /// This view wrapped in a new node of `kind`, which keeps the view's layout priority.
    func wrapped(in kind: ViewNode.Kind, with others: [ViewNode] = []) -> ModifiedNode<Self> {
        modifyingNode { node in
            var wrapper = ViewNode(kind: kind, children: [node] + others)
            wrapper.attributes.layoutPriority = node.attributes.layoutPriority
            return wrapper
        }
    }
}
