/// Views in a grid of columns that grows downward, as SwiftUI's `LazyVGrid`:
/// `LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { ForEach(emojis) { … } }`.
/// Every view is laid out (there is no scrolling to make laziness pay).
public struct LazyVGrid: View, PrimitiveView {
    let layout: LazyVGridLayout
    let content: Group

    /// Creates the grid.
    ///
    /// - Parameters:
    ///   - columns: The columns' rules, leading to trailing; an adaptive item makes as many
    ///     columns as fit.
    ///   - alignment: Where items sit across their cells, unless their grid item says.
    ///   - spacing: The space between rows, in points; `nil` for the default of 8 points.
    ///   - pinnedViews: Views to pin to a scroll view's bounds; Flipbook pins none.
    ///   - content: The views, filling rows from the top-leading corner.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Group) {
        layout = LazyVGridLayout(items: columns, alignment: alignment, spacing: spacing ?? StackArrangement.defaultSpacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}
