extension Layout {
    /// The views `content` builds, arranged by this layout, as SwiftUI's
    /// `callAsFunction(_:)`: `MyRadialLayout { ForEach(items) { … } }`.
    @MainActor @preconcurrency public func callAsFunction(@ViewBuilder _ content: () -> Group) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A layout called as a view.
struct LayoutView<L: Layout>: View, PrimitiveView {
    let layout: L
    let content: Group

    typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}
