/// Views in a grid of rows that grows to the trailing side, as SwiftUI's `LazyHGrid`:
/// `ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) { … } }`.
/// Views fill the first column from top to bottom, then the next column. Every view is laid
/// out (there is no scrolling to make laziness pay).
public struct LazyHGrid: View, PrimitiveView {
    let layout: LazyHGridLayout
    let content: Group

    /// Creates the grid.
    ///
    /// - Parameters:
    ///   - rows: The rows' rules, top to bottom: a fixed height, a flexible share of the height
    ///     offered, or as many adaptive rows as fit.
    ///   - alignment: Where items sit up and down their cells, unless their grid item says.
    ///   - spacing: The space between columns, in points; `nil` for the default of 8 points.
    ///   - pinnedViews: Views to pin to a scroll view's bounds; Flipbook pins none.
    ///   - content: The views, filling columns from the top-leading corner.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Group) {
        layout = LazyHGridLayout(items: rows, alignment: alignment, spacing: spacing ?? StackArrangement.defaultSpacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}
