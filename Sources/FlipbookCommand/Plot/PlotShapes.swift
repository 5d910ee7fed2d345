import Flipbook

/// Polylines given in unit coordinates (0…1 across the rectangle, y up), fitted to any rectangle.
struct PlotLines: Shape {
    /// The lines, each a list of points in unit coordinates.
    let lines: [[CGPoint]]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for line in lines {
            let points = line.map { CGPoint(x: rect.minX + $0.x * rect.width, y: rect.maxY - $0.y * rect.height) }
            guard let first = points.first else { continue }
            path.move(to: first)
            if points.count == 1 { path.addLine(to: CGPoint(x: first.x + 0.01, y: first.y)) }
            for point in points.dropFirst() { path.addLine(to: point) }
        }
        return path
    }
}

/// Grid lines at the ticks (unit coordinates along each axis), fitted to any rectangle.
struct PlotGrid: Shape {
    /// Where the vertical lines are, 0…1 from the left.
    let xTicks: [Double]
    /// Where the horizontal lines are, 0…1 from the bottom.
    let yTicks: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        for x in xTicks {
            path.move(to: CGPoint(x: rect.minX + x * rect.width, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.minX + x * rect.width, y: rect.maxY))
        }
        for y in yTicks {
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY - y * rect.height))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - y * rect.height))
        }
        return path
    }
}
