/// iOS's chevron: two strokes meeting at a point on the leading (back) or trailing
/// (disclosure) edge of its rect.
struct Chevron: Shape {
    /// Whether the point faces left, as a back button's does.
    var pointsLeft: Bool

    func path(in rect: Rect) -> Path {
        var path = Path()
        let tip = pointsLeft ? rect.minX : rect.maxX, tail = pointsLeft ? rect.maxX : rect.minX
        path.move(to: Point(x: tail, y: rect.minY))
        path.addLine(to: Point(x: tip, y: rect.midY))
        path.addLine(to: Point(x: tail, y: rect.maxY))
        return path
    }
}

extension Chevron {
    /// The chevron stroked with round ends and joins, `lineWidth` points wide.
    func drawn(_ color: Color, lineWidth: Double) -> some View {
        stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
    }
}
