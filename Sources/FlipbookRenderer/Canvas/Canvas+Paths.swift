import CCairo
import FlipbookCore
import Foundation

extension Canvas {
    /// Fills the inside of `path` with `style`.
    public func fill(_ path: Path, with style: some ShapeStyle, fillRule: FillRule = .nonZero) {
        willDraw()
        switch style.paint {
        case let .stripes(stripes):
            withSavedState {
                clip(to: path, fillRule: fillRule)
                drawStripes(stripes, across: path.boundingRect)
            }
        case let .material(material):
            drawMaterial(material, in: path, fillRule: fillRule)
        case let paint:
            setPath(path)
            cairo_set_fill_rule(context, fillRule.cairoRule)
            setSource(paint, bounds: path.boundingRect)
            cairo_fill(context)
        }
    }

    /// Draws the outline of `path` with `style`.
    public func stroke(_ path: Path, with style: some ShapeStyle, style strokeStyle: StrokeStyle) {
        willDraw()
        setPath(path)
        apply(strokeStyle)
        setSource(style.paint, bounds: path.boundingRect)
        cairo_stroke(context)
    }

    /// Draws the outline of `path` with `style` and a plain line of `lineWidth` points.
    public func stroke(_ path: Path, with style: some ShapeStyle, lineWidth: Double = 1) {
        stroke(path, with: style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Replaces Cairo's current path with `path`.
    func setPath(_ path: Path) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case let .move(point): cairo_move_to(context, point.x, point.y)
            case let .line(point): cairo_line_to(context, point.x, point.y)
            case let .quadCurve(point, control): addQuadCurve(to: point, control: control)
            case let .curve(point, control1, control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
            case .closeSubpath: cairo_close_path(context)
            }
        }
    }

    /// Cairo has no quadratic curves; the same curve as a cubic has its controls two thirds
    /// of the way from each end to the quadratic control.
    private func addQuadCurve(to point: CGPoint, control: CGPoint) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(context, &x, &y)
        let c1 = CGPoint(x: x + 2 / 3 * (control.x - x), y: y + 2 / 3 * (control.y - y))
        let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
        cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, point.x, point.y)
    }

    private func apply(_ style: StrokeStyle) {
        cairo_set_line_width(context, style.lineWidth)
        cairo_set_miter_limit(context, style.miterLimit)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_dash(context, style.dash, Int32(style.dash.count), 0)
    }

    /// Lines of `stripes` across the whole of `bounds` (the caller clips them to the shape).
    private func drawStripes(_ stripes: Stripes, across bounds: CGRect) {
        guard stripes.spacing > 0, stripes.lineWidth > 0 else { return }
        let reach = (bounds.width * bounds.width + bounds.height * bounds.height).squareRoot() / 2
        let direction = CGPoint(x: cos(stripes.angle.radians), y: sin(stripes.angle.radians))
        let across = CGPoint(x: -direction.y, y: direction.x)
        let snapping = verticalStripeSnapping(stripes)
        var path = Path()
        var offset = -(reach / stripes.spacing).rounded(.down) * stripes.spacing
        while offset <= reach {
            var middle = CGPoint(x: bounds.midX + across.x * offset, y: bounds.midY + across.y * offset)
            if let snapping { middle.x = snapping(middle.x) }
            path.move(to: CGPoint(x: middle.x - direction.x * reach, y: middle.y - direction.y * reach))
            path.addLine(to: CGPoint(x: middle.x + direction.x * reach, y: middle.y + direction.y * reach))
            offset += stripes.spacing
        }
        stroke(path, with: stripes.color, lineWidth: stripes.lineWidth)
    }

    /// For vertical stripes under a transform that neither rotates nor skews, a function that
    /// moves a line's x so that it covers whole device pixels: small stripes then stay crisp
    /// lines instead of blurring into a tint or a moiré.
    private func verticalStripeSnapping(_ stripes: Stripes) -> ((Double) -> Double)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard abs(stripes.angle.degrees.truncatingRemainder(dividingBy: 180)) == 90,
              matrix.yx == 0, matrix.xy == 0, matrix.xx > 0 else { return nil }
        let deviceWidth = max(1, (stripes.lineWidth * matrix.xx).rounded())
        let odd = deviceWidth.truncatingRemainder(dividingBy: 2) == 1
        return { x in
            let device = x * matrix.xx + matrix.x0
            let snapped = odd ? device.rounded(.down) + 0.5 : device.rounded()
            return (snapped - matrix.x0) / matrix.xx
        }
    }

    /// Makes `paint` Cairo's source; gradients are laid over `bounds`, which only they read
    /// (a path's bounds walk all its curves: most fills and strokes are plain colours).
    private func setSource(_ paint: Paint, bounds: @autoclosure () -> CGRect) {
        switch paint {
        case let .color(color):
            cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        case let .linearGradient(gradient):
            setGradientSource(gradient, bounds: bounds())
        case let .radialGradient(gradient):
            setRadialSource(gradient, bounds: bounds())
        case let .angularGradient(gradient):
            setAngularSource(gradient, bounds: bounds())
        case let .stripes(stripes):
            setSource(.color(stripes.color), bounds: bounds())
        case let .semantic(style):
            // Views resolve semantic styles against their environment; drawn directly, a
            // style takes its colour in the default (light) environment.
            setSource(.color(style.color(in: EnvironmentValues())), bounds: bounds())
        case let .material(material):
            setSource(.color(material.tint), bounds: bounds())
        }
    }

    private func setGradientSource(_ gradient: LinearGradient, bounds: CGRect) {
        let start = bounds[gradient.startPoint], end = bounds[gradient.endPoint]
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.gradient.stops {
            let color = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(context, pattern)
    }
}
