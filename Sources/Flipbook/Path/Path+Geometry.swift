/// How to decide which regions a path encloses, as SwiftUI's `FillStyle(eoFill:)`.
public enum FillRule: Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case nonZero
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}

extension Path {
    /// The smallest rectangle holding every point the path passes through (control points
    /// that the curves do not reach are left out), or `.zero` for an empty path.
    public var boundingRect: Rect {
        var points: [Point] = []
        var current = Point.zero
        for element in elements {
            switch element {
            case let .move(point), let .line(point):
                points.append(point)
                current = point
            case let .quadCurve(point, control):
                let ts = Bezier.quadraticExtremum(current.x, control.x, point.x)
                    + Bezier.quadraticExtremum(current.y, control.y, point.y)
                points += ts.map { Bezier.quadratic(current, control, point, at: $0) } + [point]
                current = point
            case let .curve(point, control1, control2):
                let ts = Bezier.cubicExtrema(current.x, control1.x, control2.x, point.x)
                    + Bezier.cubicExtrema(current.y, control1.y, control2.y, point.y)
                points += ts.map { Bezier.cubic(current, control1, control2, point, at: $0) } + [point]
                current = point
            case .closeSubpath:
                break
            }
        }
        return Path.bounds(of: points)
    }

    /// Whether `point` lies inside the region the path encloses under `fillRule`.
    public func contains(_ point: Point, fillRule: FillRule = .nonZero) -> Bool {
        let winding = polygons().reduce(0) { $0 + Path.windingNumber(of: point, around: $1) }
        switch fillRule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// Whether `point` lies inside, with SwiftUI's `contains(_:eoFill:)` spelling.
    public func contains(_ point: Point, eoFill: Bool) -> Bool {
        contains(point, fillRule: eoFill ? .evenOdd : .nonZero)
    }

    /// The smallest rectangle holding `points`, or `.zero` for none.
    static func bounds(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
            (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The signed number of times the closed `polygon` winds around `point`.
    private static func windingNumber(of point: Point, around polygon: [Point]) -> Int {
        var winding = 0
        for (index, start) in polygon.enumerated() {
            let end = polygon[(index + 1) % polygon.count]
            let side = (end.x - start.x) * (point.y - start.y) - (point.x - start.x) * (end.y - start.y)
            if start.y <= point.y, end.y > point.y, side > 0 { winding += 1 }
            if start.y > point.y, end.y <= point.y, side < 0 { winding -= 1 }
        }
        return winding
    }
}
