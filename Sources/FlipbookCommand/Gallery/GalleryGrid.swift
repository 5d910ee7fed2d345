import Flipbook

/// A fixed grid of equal cells of one aspect ratio (width ÷ height), as large as fits the
/// area, centred in it, with a gap of 6% of a cell's width.
struct GalleryGrid {
    let origin: CGPoint
    let cell: CGSize
    let gap: Double

    init(area: CGRect, columns: Int, rows: Int, aspectRatio: Double) {
        let gapShare = 0.06
        let widthFromColumns = area.width / (Double(columns) + gapShare * Double(columns - 1))
        let heightFromRows = area.height / (Double(rows) + gapShare * aspectRatio * Double(rows - 1))
        let width = min(widthFromColumns, heightFromRows * aspectRatio)
        cell = CGSize(width: width, height: width / aspectRatio)
        gap = width * gapShare
        let used = CGSize(width: Double(columns) * (width + gap) - gap, height: Double(rows) * (cell.height + gap) - gap)
        origin = CGPoint(x: area.midX - used.width / 2, y: area.midY - used.height / 2)
    }

    func rect(column: Int, row: Int) -> CGRect {
        CGRect(x: origin.x + Double(column) * (cell.width + gap), y: origin.y + Double(row) * (cell.height + gap),
             width: cell.width, height: cell.height)
    }
}
