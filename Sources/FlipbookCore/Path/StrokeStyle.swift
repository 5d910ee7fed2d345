/// How a path's outline is drawn, as SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    /// How the ends of open subpaths look.
    public enum LineCap: Sendable { case butt, round, square }
    /// How corners between segments look.
    public enum LineJoin: Sendable { case miter, round, bevel }

    /// The line width in points, centred on the path.
    public var lineWidth: Double
    /// The caps of open ends.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// The longest miter, as a multiple of the line width, before it is bevelled.
    public var miterLimit: Double
    /// Lengths of alternating dashes and gaps, in points; empty for a solid line.
    public var dash: [Double]

    /// Creates a stroke style; the defaults are SwiftUI's.
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
    }
}
