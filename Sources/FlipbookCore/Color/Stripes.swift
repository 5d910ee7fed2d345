/// Thin parallel lines, as the striped shading of Set cards: a fill style that draws lines
/// of `lineWidth` every `spacing` points across whatever it fills, clipped to it.
public struct Stripes: Hashable, Sendable {
    /// The colour of the lines.
    public var color: Color
    /// The distance from one line's centre to the next, in points.
    public var spacing: Double
    /// The width of each line, in points.
    public var lineWidth: Double
    /// The direction the lines run; 90° (the default) runs them vertically.
    public var angle: Angle

    /// Creates stripes.
    public init(color: Color, spacing: Double, lineWidth: Double, angle: Angle = .degrees(90)) {
        self.color = color
        self.spacing = spacing
        self.lineWidth = lineWidth
        self.angle = angle
    }
}
