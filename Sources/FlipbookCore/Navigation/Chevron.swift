/// iOS's chevron: two strokes meeting at a point on the leading (back) or trailing
/// (disclosure) edge of its rect.
struct Chevron: Shape {
    /// Whether the point faces left, as a back button's does.
    var pointsLeft: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let tip = pointsLeft ? rect.minX : rect.maxX, tail = pointsLeft ? rect.maxX : rect.minX
        path.move(to: CGPoint(x: tail, y: rect.minY))
        path.addLine(to: CGPoint(x: tip, y: rect.midY))
        path.addLine(to: CGPoint(x: tail, y: rect.maxY))
        return path
    }
}

extension Chevron {
    /// The chevron stroked with round ends and joins, `lineWidth` points wide.
    func drawn(_ color: Color, lineWidth: CGFloat) -> some View {
        stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round))
    }
}
