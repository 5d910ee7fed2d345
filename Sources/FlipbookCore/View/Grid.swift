/// Views in rows and columns, as SwiftUI's `Grid`: every `GridRow` is a row, its views the
/// cells; a column is as wide as its widest cell, a row as tall as its tallest.
///
///     Grid(horizontalSpacing: 12) {
///         GridRow { Text("Score"); Text("12") }
///         GridRow { Text("Best"); Text("40") }
///     }
public struct Grid: View, PrimitiveView {
    let layout: GridLayout
    let content: Group

    /// Creates the grid.
    ///
    /// - Parameters:
    ///   - alignment: Where views sit in their cells.
    ///   - horizontalSpacing: The space between columns, in points; `nil` for 8 points.
    ///   - verticalSpacing: The space between rows, in points; `nil` for 8 points.
    ///   - content: The rows; a view outside any `GridRow` spans all columns.
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> Group) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? StackArrangement.defaultSpacing,
                            verticalSpacing: verticalSpacing ?? StackArrangement.defaultSpacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}

/// One row of a `Grid`, as SwiftUI's `GridRow`; outside a grid its views sit side by side.
public struct GridRow: View, PrimitiveView {
    let layout: GridRowLayout
    let content: Group

    /// Creates the row; `alignment` places its cells vertically (`nil`: as the grid says).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Group) {
        layout = GridRowLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}
