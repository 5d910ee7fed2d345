import CCairo
import FlipbookCore

extension Canvas {
    /// The largest text drawn, in pixels on the image (its font size times the transform's
    /// scale): text pinched or zoomed past it is left out. Colour emoji glyphs past about
    /// 12,000 pixels are images Cairo cannot make, and one glyph this large covers any screen.
    public static let largestTextPixelSize = 8_192.0

    /// The size, in pixels on the image, above which the transform's scale is moved into the
    /// font size: Cairo's FreeType fonts fail from about 2,000 pixels when the size comes from
    /// the transform (`error occurred in libfreetype`), not when it is the font's own.
    static let transformedTextPixelLimit = 1_000.0

    /// Runs `body` with the text's style, origin and wrapping width in the space it is drawn
    /// in: the canvas's own when the text is at most ``transformedTextPixelLimit`` pixels tall
    /// on the image (so ordinary text is drawn exactly as before), else a space whose scale is
    /// 1, the fonts, origin and width scaled up to match. Text taller than
    /// ``largestTextPixelSize`` pixels is not drawn: `body` does not run.
    func inTextSpace(_ style: TextStyle, at origin: CGPoint, width: CGFloat?,
                     _ body: (TextStyle, CGPoint, CGFloat?) throws -> Void) throws {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let scale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let pixels = style.largestFontSize * scale
        guard pixels <= Self.largestTextPixelSize else { return }
        guard pixels > Self.transformedTextPixelLimit, scale > 1 else { return try body(style, origin, width) }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_scale(context, 1 / scale, 1 / scale)
        var scaled = style
        scaled.scaleFonts(by: scale)
        try body(scaled, CGPoint(x: origin.x * scale, y: origin.y * scale), width.map { $0 * scale })
    }
}
