import CCairo
import FlipbookCore

extension Canvas {
    /// Runs `body` and then restores the transform, clip and drawing state to what they were,
    /// however `body` changed them.
    public func withSavedState<Result>(_ body: () throws -> Result) rethrows -> Result {
        cairo_save(context)
        defer { cairo_restore(context) }
        return try body()
    }

    /// Applies `transform` to everything drawn after it (until the saved state is restored).
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c,
                                    yy: transform.d, x0: transform.tx, y0: transform.ty)
        cairo_transform(context, &matrix)
    }

    /// Moves the origin by (`x`, `y`) points.
    public func translate(x: Double, y: Double) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Restricts everything drawn after it to the inside of `path` (until the saved state is
    /// restored). Clips nest: each one narrows the last.
    public func clip(to path: Path, fillRule: FillRule = .nonZero) {
        setPath(path)
        cairo_set_fill_rule(context, fillRule.cairoRule)
        cairo_clip(context)
    }

    /// Draws what `body` draws as one group and composites the group at `opacity`, so
    /// overlapping parts do not show through each other (SwiftUI's `.opacity` on a view).
    public func withOpacity(_ opacity: Double, _ body: () throws -> Void) rethrows {
        guard opacity < 1 else { return try body() }
        cairo_push_group(context)
        defer {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, Swift.max(0, opacity))
        }
        try body()
    }
}

extension FillRule {
    var cairoRule: cairo_fill_rule_t {
        self == .nonZero ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD
    }
}
