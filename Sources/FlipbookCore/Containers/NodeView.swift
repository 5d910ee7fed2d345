/// A view made of an already built node: how containers (a list's rows, a navigation bar's
/// items) put pieces of their content back into views they build.
struct NodeView: View, PrimitiveView {
    let node: ViewNode

    typealias Body = Never
    func makeNode() -> ViewNode { node }
}
