/// The heights of one section's rows as last laid out, in points, top to bottom: what a row
/// moved by its handle counts the rows it passes by.
final class ListRowHeights {
    var heights: [CGFloat] = []
}

/// Where a row moved by its handle in edit mode lands.
enum ListRowMove {
    /// The place, among rows of `heights` (points, top to bottom), where the row at `source`
    /// lands after being moved `distance` points down (negative: up): it passes a neighbour
    /// once its leading edge (the bottom going down, the top going up) passes the neighbour's
    /// middle, whatever the rows' heights.
    static func destination(of source: Int, movedBy distance: CGFloat, heights: [CGFloat]) -> Int {
        guard heights.indices.contains(source) else { return source }
        if distance > 0 { return source + passed(heights[(source + 1)...], travel: distance) }
        return source - passed(heights[..<source].reversed(), travel: -distance)
    }

    /// How many of the rows of `neighbours` (heights in points, nearest first) an edge
    /// moving `travel` points from their near side passes: each once the edge reaches its middle.
    private static func passed(_ neighbours: some Sequence<CGFloat>, travel: CGFloat) -> Int {
        var count = 0, start = 0.0
        for height in neighbours {
            guard travel >= start + height / 2 else { break }
            count += 1
            start += height
        }
        return count
    }
}
