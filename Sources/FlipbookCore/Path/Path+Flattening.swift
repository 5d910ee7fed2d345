extension Path {
    /// The path's subpaths as polygons: each curve is replaced by `segmentsPerCurve` straight
    /// lines. Every subpath is treated as closed, as filling treats it.
    func polygons(segmentsPerCurve: Int = 32) -> [[CGPoint]] {
        polylines(segmentsPerCurve: segmentsPerCurve).map(\.points)
    }

    /// The path's subpaths as polylines, each curve replaced by `segmentsPerCurve` straight
    /// lines, with whether the subpath was closed (as stroking needs to know).
    func polylines(segmentsPerCurve: Int = 32) -> [(points: [CGPoint], isClosed: Bool)] {
        var polylines: [(points: [CGPoint], isClosed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 { polylines.append((current, closed)) }
            current = []
        }
        for element in elements {
            let start = current.last ?? .zero
            switch element {
            case let .move(point):
                finish(closed: false)
                current = [point]
            case let .line(point):
                current.append(point)
            case let .quadCurve(point, control):
                current += (1...segmentsPerCurve).map { index in
                    Bezier.quadratic(start, control, point, at: CGFloat(index) / CGFloat(segmentsPerCurve))
                }
            case let .curve(point, control1, control2):
                current += (1...segmentsPerCurve).map { index in
                    Bezier.cubic(start, control1, control2, point, at: CGFloat(index) / CGFloat(segmentsPerCurve))
                }
            case .closeSubpath:
                let first = current.first
                finish(closed: true)
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        return polylines
    }
}

/// Evaluation of Bézier curves.
enum Bezier {
    /// The point at parameter `t` of the quadratic curve p0–p1–p2.
    static func quadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                     y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at parameter `t` of the cubic curve p0–p1–p2–p3.
    static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameters in (0, 1) where one coordinate of a cubic has a turning point: the
    /// roots of the derivative of the polynomial with coefficients `v0...v3`, in the order
    /// of the quadratic formula's `+` and `-` roots (a `nil` where a root is missing or
    /// outside).
    static func cubicExtrema(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> (CGFloat?, CGFloat?) {
        let a = -v0 + 3 * v1 - 3 * v2 + v3
        let b = 2 * (v0 - 2 * v1 + v2)
        let c = v1 - v0
        func inside(_ t: CGFloat) -> CGFloat? { t > 0 && t < 1 ? t : nil }
        if abs(a) < 1e-12 { return abs(b) < 1e-12 ? (nil, nil) : (inside(-c / b), nil) }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return (nil, nil) }
        let root = discriminant.squareRoot()
        return (inside((-b + root) / (2 * a)), inside((-b - root) / (2 * a)))
    }

    /// The parameter in (0, 1), if any, where one coordinate of a quadratic turns.
    static func quadraticExtremum(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat) -> CGFloat? {
        let denominator = v0 - 2 * v1 + v2
        guard denominator != 0 else { return nil }
        let t = (v0 - v1) / denominator
        return t > 0 && t < 1 ? t : nil
    }
}
