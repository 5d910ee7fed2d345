/// The layout under `Grid`: rows of cells (`GridRow`) in shared columns, as SwiftUI's grid.
/// A column is as wide as its widest cell: columns of fixed-size cells take that width, the
/// others share what is left, in order. Rows are as tall as their tallest cell and share the
/// height the same way. A view outside any `GridRow` is a line of its own across all columns.
struct GridLayout: Layout {
    /// Where cells sit in their cells' space (a row's own alignment wins vertically).
    var alignment: Alignment
    /// The space between columns, in points.
    var horizontalSpacing: CGFloat
    /// The space between rows, in points.
    var verticalSpacing: CGFloat

    /// A line of the grid: a row's cells, or one view across all columns.
    private struct Line {
        var subview: LayoutSubview
        var cells: [LayoutSubview]?
        var alignment: VerticalAlignment?
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = self.lines(subviews)
        let widths = columnWidths(lines, width: proposal.width)
        let total = totalWidth(lines, widths: widths, proposal: proposal.width)
        let heights = rowHeights(lines, widths: widths, total: total, height: proposal.height)
        return CGSize(width: total, height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let lines = self.lines(subviews)
        let widths = columnWidths(lines, width: bounds.width)
        let total = totalWidth(lines, widths: widths, proposal: bounds.width)
        let heights = rowHeights(lines, widths: widths, total: total, height: bounds.height)
        var y = bounds.minY
        for (line, height) in zip(lines, heights) {
            let frame = CGRect(x: bounds.minX, y: y, width: total, height: height)
            if let cells = line.cells {
                line.subview.place(in: frame, cellFrames: cellFrames(cells, widths: widths, height: height, alignment: line.alignment))
            } else {
                let proposal = ProposedViewSize(width: total, height: height)
                line.subview.place(at: alignment.origin(of: line.subview.sizeThatFits(proposal), in: frame), proposal: proposal)
            }
            y += height + verticalSpacing
        }
    }

    private func lines(_ subviews: Subviews) -> [Line] {
        subviews.map { subview in
            guard let row = subview.gridRow else { return Line(subview: subview) }
            return Line(subview: subview, cells: Array(row.cells), alignment: row.alignment)
        }
    }

    /// Each column's width for `width` points (`nil`: each at its widest cell's ideal).
    private func columnWidths(_ lines: [Line], width: CGFloat?) -> [CGFloat] {
        let count = lines.map { $0.cells?.count ?? 0 }.max() ?? 0
        let columns = (0..<count).map { column in lines.compactMap { $0.cells?.dropFirst(column).first } }
        var widths = columns.map { cells in cells.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0 }
        guard let width else { return widths }
        let flexible = columns.indices.filter { columns[$0].contains { $0.flexibility(along: .horizontal) > 0 } }
        let fixed = Set(columns.indices).subtracting(flexible).map { widths[$0] }.reduce(0, +)
        var remaining = width - horizontalSpacing * CGFloat(max(0, count - 1)) - fixed
        for (offset, column) in flexible.enumerated() {
            let share = ProposedViewSize(width: max(0, remaining / CGFloat(flexible.count - offset)), height: nil)
            widths[column] = columns[column].map { $0.sizeThatFits(share).width }.max() ?? 0
            remaining -= widths[column]
        }
        return widths
    }

    /// The grid's width: its columns', or with no rows its widest line's.
    private func totalWidth(_ lines: [Line], widths: [CGFloat], proposal: CGFloat?) -> CGFloat {
        guard widths.isEmpty else { return widths.reduce(0, +) + horizontalSpacing * CGFloat(widths.count - 1) }
        return lines.map { $0.subview.sizeThatFits(ProposedViewSize(width: proposal, height: nil)).width }.max() ?? 0
    }

    /// Each line's height for `height` points (`nil`: each at its tallest cell's).
    private func rowHeights(_ lines: [Line], widths: [CGFloat], total: CGFloat, height: CGFloat?) -> [CGFloat] {
        func tallest(_ line: Line, _ height: CGFloat?) -> CGFloat {
            guard let cells = line.cells else { return line.subview.sizeThatFits(ProposedViewSize(width: total, height: height)).height }
            return zip(cells, widths).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: height)).height }.max() ?? 0
        }
        var heights = lines.map { tallest($0, nil) }
        guard let height else { return heights }
        let flexible = lines.indices.filter { index in
            (lines[index].cells ?? [lines[index].subview]).contains { $0.flexibility(along: .vertical) > 0 }
        }
        let fixed = Set(lines.indices).subtracting(flexible).map { heights[$0] }.reduce(0, +)
        var remaining = height - verticalSpacing * CGFloat(max(0, lines.count - 1)) - fixed
        for (offset, index) in flexible.enumerated() {
            heights[index] = tallest(lines[index], max(0, remaining / CGFloat(flexible.count - offset)))
            remaining -= heights[index]
        }
        return heights
    }

    /// Where a row's cells go, in the row's coordinates.
    private func cellFrames(_ cells: [LayoutSubview], widths: [CGFloat], height: CGFloat, alignment rowAlignment: VerticalAlignment?) -> [CGRect] {
        let alignment = Alignment(unitPoint: UnitPoint(x: self.alignment.unitPoint.x, y: rowAlignment?.fraction ?? self.alignment.unitPoint.y))
        var x = 0.0
        return zip(cells, widths).map { cell, width in
            defer { x += width + horizontalSpacing }
            let size = cell.sizeThatFits(ProposedViewSize(width: width, height: height))
            return CGRect(origin: alignment.origin(of: size, in: CGRect(x: x, y: 0, width: width, height: height)), size: size)
        }
    }
}
