import CCairo
import FlipbookCore
import Foundation

extension Canvas {
    /// Makes a radial gradient over `bounds` Cairo's source: circles about the centre, the
    /// ends' colours padding inside the start and outside the end.
    func setRadialSource(_ gradient: RadialGradient, bounds: CGRect) {
        let center = Self.drawable(bounds[gradient.center], near: bounds)
        let start = Self.finiteRadius(gradient.startRadius), end = Self.finiteRadius(gradient.endRadius)
        guard let pattern = cairo_pattern_create_radial(center.x, center.y, start, center.x, center.y, end) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for stop in gradient.gradient.stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(context, pattern)
    }

    /// Makes an angular gradient over `bounds` Cairo's source: a mesh of thin wedges about the
    /// centre, each at most `wedgeDegrees` wide and reaching past the bounds' corners, whose
    /// colours run from one edge's angle to the other's.
    func setAngularSource(_ gradient: AngularGradient, bounds: CGRect) {
        let center = Self.drawable(bounds[gradient.center], near: bounds)
        let corners = [bounds.origin, CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY),
                       CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) + 1
        guard reach.isFinite, let pattern = cairo_pattern_create_mesh() else { return }
        defer { cairo_pattern_destroy(pattern) }
        let wedges = Int((360 / Self.wedgeDegrees).rounded(.up))
        for index in 0..<wedges {
            let from = Double(index) * Self.wedgeDegrees, to = min(360, from + Self.wedgeDegrees)
            addWedge(to: pattern, center: center, reach: reach, degrees: (from, to), colors: (gradient.color(atDegrees: from), gradient.color(atDegrees: to)))
        }
        cairo_set_source(context, pattern)
    }

    /// How wide a wedge of an angular gradient is, in degrees: narrow enough that a colour
    /// mixed along its straight outer edge differs from one mixed along the arc by less than a
    /// level.
    private static let wedgeDegrees = 2.0

    /// One wedge of an angular gradient: a patch from the centre out to `reach`, between two angles.
    private func addWedge(to pattern: OpaquePointer, center: CGPoint, reach: Double, degrees: (Double, Double),
                          colors: (Color, Color)) {
        func point(_ degrees: Double) -> CGPoint {
            let radians = degrees * .pi / 180
            return CGPoint(x: center.x + reach * cos(radians), y: center.y + reach * sin(radians))
        }
        let (start, end) = (point(degrees.0), point(degrees.1))
        cairo_mesh_pattern_begin_patch(pattern)
        cairo_mesh_pattern_move_to(pattern, center.x, center.y)
        cairo_mesh_pattern_line_to(pattern, start.x, start.y)
        cairo_mesh_pattern_line_to(pattern, end.x, end.y)
        cairo_mesh_pattern_line_to(pattern, center.x, center.y)
        for (corner, color) in [colors.0, colors.0, colors.1, colors.1].enumerated() {
            cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), color.red, color.green, color.blue, color.alpha)
        }
        cairo_mesh_pattern_end_patch(pattern)
    }

    /// A radius Cairo accepts: finite, not negative, and within the reach of its fixed-point
    /// coordinates.
    private static func finiteRadius(_ radius: CGFloat) -> Double {
        radius.isFinite ? max(0, min(radius, farthest)) : 0
    }

    /// `point` moved to no farther than `farthest` points outside `bounds` (a gradient's centre
    /// set far away: its colours over the bounds hardly change), and to the middle when it is
    /// not a number. Cairo's coordinates are fixed-point: far larger ones crash its rasteriser.
    private static func drawable(_ point: CGPoint, near bounds: CGRect) -> CGPoint {
        func clamp(_ value: Double, _ low: Double, _ high: Double, _ middle: Double) -> Double {
            value.isNaN ? middle : min(max(value, low - farthest), high + farthest)
        }
        return CGPoint(x: clamp(point.x, bounds.minX, bounds.maxX, bounds.midX), y: clamp(point.y, bounds.minY, bounds.maxY, bounds.midY))
    }

    /// How far outside the bounds a gradient's geometry may reach, in points.
    private static let farthest = 100_000.0
}
