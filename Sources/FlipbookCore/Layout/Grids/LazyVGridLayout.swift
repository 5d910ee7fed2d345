/// The layout under `LazyVGrid`: columns from the grid items (see `GridItem`), items in rows
/// from the top, each offered its column's width and the height it wants; a row is as tall
/// as its tallest item. The grid is as wide as its columns and as tall as its rows; given
/// other bounds, it centres its columns in them.
struct LazyVGridLayout: Layout, EngineLayoutTraits {
    var items: [GridItem]
    /// Where items sit across their cells when their grid item does not say.
    var alignment: HorizontalAlignment
    /// The space between rows, in points.
    var spacing: CGFloat

    /// It takes the width offered; its height is its rows'.
    var ownFlexibility: (horizontal: Int, vertical: Int)? { (1, 0) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let columns = items.columns(in: proposal.width)
        let width = columns.last.map { $0.x + $0.width } ?? 0
        let heights = rowHeights(Array(subviews), columns: columns)
        return CGSize(width: width, height: heights.reduce(0, +) + spacing * CGFloat(max(0, heights.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let columns = items.columns(in: bounds.width)
        guard let last = columns.last else { return }
        let views = Array(subviews)
        let left = bounds.minX + (bounds.width - (last.x + last.width)) / 2
        let itemAlignment = Alignment(unitPoint: UnitPoint(x: alignment.fraction, y: 0.5))
        var top = bounds.minY
        for (row, height) in rowHeights(views, columns: columns).enumerated() {
            for (column, view) in zip(columns, views.dropFirst(row * columns.count)) {
                let proposal = ProposedViewSize(width: column.width, height: nil)
                let cell = CGRect(x: left + column.x, y: top, width: column.width, height: height)
                let origin = (column.alignment ?? itemAlignment).origin(of: view.sizeThatFits(proposal), in: cell)
                view.place(at: origin, anchor: .topLeading, proposal: proposal)
            }
            top += height + spacing
        }
    }

    /// The height of each row: its tallest item at its column's width.
    private func rowHeights(_ views: [LayoutSubview], columns: [GridColumn]) -> [CGFloat] {
        guard !columns.isEmpty else { return [] }
        return stride(from: 0, to: views.count, by: columns.count).map { start in
            zip(columns, views[start...]).map { column, view in
                view.sizeThatFits(ProposedViewSize(width: column.width, height: nil)).height
            }.max() ?? 0
        }
    }
}
