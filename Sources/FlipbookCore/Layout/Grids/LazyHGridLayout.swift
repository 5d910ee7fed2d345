/// The layout under `LazyHGrid`: rows from the grid items (see `GridItem`, its sizes read as
/// heights), items in columns from the leading edge, each offered its row's height and the
/// width it wants; a column is as wide as its widest item. The grid is as tall as its rows
/// and as wide as its columns; given other bounds, it centres its rows in them.
struct LazyHGridLayout: Layout, EngineLayoutTraits {
    var items: [GridItem]
    /// Where items sit up and down their cells when their grid item does not say.
    var alignment: VerticalAlignment
    /// The space between columns, in points.
    var spacing: CGFloat

    /// It takes the height offered; its width is its columns'.
    var ownFlexibility: (horizontal: Int, vertical: Int)? { (0, 1) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = items.columns(in: proposal.height)
        let height = rows.last.map { $0.x + $0.width } ?? 0
        let widths = columnWidths(Array(subviews), rows: rows)
        return CGSize(width: widths.reduce(0, +) + spacing * CGFloat(max(0, widths.count - 1)), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = items.columns(in: bounds.height)
        guard let last = rows.last else { return }
        let views = Array(subviews)
        let top = bounds.minY + (bounds.height - (last.x + last.width)) / 2
        let itemAlignment = Alignment(unitPoint: UnitPoint(x: 0.5, y: alignment.fraction))
        var left = bounds.minX
        for (column, width) in columnWidths(views, rows: rows).enumerated() {
            for (row, view) in zip(rows, views.dropFirst(column * rows.count)) {
                let proposal = ProposedViewSize(width: nil, height: row.width)
                let cell = CGRect(x: left, y: top + row.x, width: width, height: row.width)
                let origin = (row.alignment ?? itemAlignment).origin(of: view.sizeThatFits(proposal), in: cell)
                view.place(at: origin, anchor: .topLeading, proposal: proposal)
            }
            left += width + spacing
        }
    }

    /// The width of each column: its widest item at its row's height.
    private func columnWidths(_ views: [LayoutSubview], rows: [GridColumn]) -> [CGFloat] {
        guard !rows.isEmpty else { return [] }
        return stride(from: 0, to: views.count, by: rows.count).map { start in
            zip(rows, views[start...]).map { row, view in
                view.sizeThatFits(ProposedViewSize(width: nil, height: row.width)).width
            }.max() ?? 0
        }
    }
}
