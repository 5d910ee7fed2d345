import Flipbook

/// The Set squiggle: a wavy bar whose upper edge rises at the left, dips and rises again, and
/// whose lower edge is the same curve turned 180° about the centre, so the shape is symmetric
/// under a half turn. Drawn for any rect; it is meant for a 2:1 (width:height) one.
public struct Squiggle: Shape {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let upper = Squiggle.upperEdge(in: rect)
        let turned = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .rotated(by: .pi)
            .translatedBy(x: -rect.midX, y: -rect.midY)
        var path = Path()
        path.addPath(upper)
        for element in upper.applying(turned).elements {
            if case let .curve(to, control1, control2) = element {
                path.addCurve(to: to, control1: control1, control2: control2)
            }
        }
        path.closeSubpath()
        return path
    }

    /// The upper edge, from the middle of the left side to the middle of the right side, as
    /// three cubic curves (REFERENCES.md's relative form).
    private static func upperEdge(in rect: CGRect) -> Path {
        let (x0, y0, w, h) = (rect.minX, rect.minY, rect.width, rect.height)
        let (dx, dy, m) = (0.1 * w, 0.2 * h, y0 + h / 8)
        var path = Path()
        path.move(to: CGPoint(x: x0, y: y0 + h / 2))
        path.addCurve(to: CGPoint(x: x0 + w / 2, y: m),
                      control1: CGPoint(x: x0, y: y0), control2: CGPoint(x: x0 + w / 2 - dx, y: m - dy))
        path.addCurve(to: CGPoint(x: x0 + 4 * w / 5, y: m),
                      control1: CGPoint(x: x0 + w / 2 + dx, y: m + dy), control2: CGPoint(x: x0 + 4 * w / 5 - dx, y: m + dy))
        path.addCurve(to: CGPoint(x: x0 + w, y: y0 + h / 2),
                      control1: CGPoint(x: x0 + 4 * w / 5 + dx, y: m - dy), control2: CGPoint(x: x0 + w, y: y0))
        return path
    }
}
