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
    public var boundingRect: CGRect {
        var bounds = PointBounds()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(point), let .line(point):
                bounds.add(point)
                current = point
            case let .quadCurve(point, control):
                let turns = [Bezier.quadraticExtremum(current.x, control.x, point.x),
                             Bezier.quadraticExtremum(current.y, control.y, point.y)]
                for case let t? in turns { bounds.add(Bezier.quadratic(current, control, point, at: t)) }
                bounds.add(point)
                current = point
            case let .curve(point, control1, control2):
                let (x1, x2) = Bezier.cubicExtrema(current.x, control1.x, control2.x, point.x)
                let (y1, y2) = Bezier.cubicExtrema(current.y, control1.y, control2.y, point.y)
                for case let t? in [x1, x2, y1, y2] { bounds.add(Bezier.cubic(current, control1, control2, point, at: t)) }
                bounds.add(point)
                current = point
            case .closeSubpath:
                break
            }
        }
        return bounds.rect
    }

    /// Whether `point` lies inside the region the path encloses under `fillRule`.
    public func contains(_ point: CGPoint, fillRule: FillRule = .nonZero) -> Bool {
        let winding = polygons().reduce(0) { $0 + Path.windingNumber(of: point, around: $1) }
        switch fillRule {
        case .nonZero: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// Whether `point` lies inside, with SwiftUI's `contains(_:eoFill:)` spelling.
    public func contains(_ point: CGPoint, eoFill: Bool) -> Bool {
        contains(point, fillRule: eoFill ? .evenOdd : .nonZero)
    }

    /// The smallest rectangle holding `points`, or `.zero` for none.
    package static func bounds(of points: [CGPoint]) -> CGRect {
        var bounds = PointBounds()
        for point in points { bounds.add(point) }
        return bounds.rect
    }

    /// The signed number of times the closed `polygon` winds around `point`.
    private static func windingNumber(of point: CGPoint, around polygon: [CGPoint]) -> Int {
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

/// The smallest rectangle around points taken one at a time, with nothing allocated: what
/// `Path.bounds(of:)` gives for the same points in the same order.
package struct PointBounds {
    private var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
    private var isEmpty = true

    package init() {}

    package mutating func add(_ point: CGPoint) {
        guard !isEmpty else {
            (minX, minY, maxX, maxY, isEmpty) = (point.x, point.y, point.x, point.y, false)
            return
        }
        (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
        (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
    }

    /// The rectangle, or `.zero` when no point was added.
    package var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
