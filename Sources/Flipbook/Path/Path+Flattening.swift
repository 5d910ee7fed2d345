extension Path {
    /// The path's subpaths as polygons: each curve is replaced by `segmentsPerCurve` straight
    /// lines. Every subpath is treated as closed, as filling treats it.
    func polygons(segmentsPerCurve: Int = 32) -> [[Point]] {
        polylines(segmentsPerCurve: segmentsPerCurve).map(\.points)
    }

    /// The path's subpaths as polylines, each curve replaced by `segmentsPerCurve` straight
    /// lines, with whether the subpath was closed (as stroking needs to know).
    func polylines(segmentsPerCurve: Int = 32) -> [(points: [Point], isClosed: Bool)] {
        var polylines: [(points: [Point], isClosed: Bool)] = []
        var current: [Point] = []
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
                    Bezier.quadratic(start, control, point, at: Double(index) / Double(segmentsPerCurve))
                }
            case let .curve(point, control1, control2):
                current += (1...segmentsPerCurve).map { index in
                    Bezier.cubic(start, control1, control2, point, at: Double(index) / Double(segmentsPerCurve))
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
    static func quadratic(_ p0: Point, _ p1: Point, _ p2: Point, at t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                     y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at parameter `t` of the cubic curve p0–p1–p2–p3.
    static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, at t: Double) -> Point {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                     y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameters in (0, 1) where one coordinate of a cubic has a turning point: the
    /// roots of the derivative of the polynomial with coefficients `v0...v3`, in the order
    /// of the quadratic formula's `+` and `-` roots (a `nil` where a root is missing or
    /// outside).
    static func cubicExtrema(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> (Double?, Double?) {
        let a = -v0 + 3 * v1 - 3 * v2 + v3
        let b = 2 * (v0 - 2 * v1 + v2)
        let c = v1 - v0
        func inside(_ t: Double) -> Double? { t > 0 && t < 1 ? t : nil }
        if abs(a) < 1e-12 { return abs(b) < 1e-12 ? (nil, nil) : (inside(-c / b), nil) }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return (nil, nil) }
        let root = discriminant.squareRoot()
        return (inside((-b + root) / (2 * a)), inside((-b - root) / (2 * a)))
    }

    /// The parameter in (0, 1), if any, where one coordinate of a quadratic turns.
    static func quadraticExtremum(_ v0: Double, _ v1: Double, _ v2: Double) -> Double? {
        let denominator = v0 - 2 * v1 + v2
        guard denominator != 0 else { return nil }
        let t = (v0 - v1) / denominator
        return t > 0 && t < 1 ? t : nil
    }
}
