import CCairo
import FlipbookCore

extension Canvas {
    /// Draws `symbol` as an icon `size` points tall, centred in `rect`, in `color`, as
    /// SwiftUI draws `Image(systemName:)` with `.font(.system(size:))`.
    ///
    /// A symbol more than ``largestTextPixelSize`` pixels tall on the image is not drawn.
    public func drawSymbol(_ symbol: SystemSymbol, size: Double, color: Color, centeredIn rect: CGRect) throws {
        willDraw()
        let style = TextStyle(font: Font(family: Font.iconFamily, size: size), color: color)
        guard Self.canDrawText(style: style, width: nil), rect.midX.isFinite, rect.midY.isFinite else { return }
        let text = String(Character(symbol.codepoint))
        try inTextSpace(style, at: CGPoint(x: rect.midX, y: rect.midY), width: nil) { style, center, _ in
            try withLayout(text, style: style, width: nil) { layout in
                var ink = PangoRectangle()
                pango_layout_get_extents(layout, &ink, nil)
                let inkCenter = CGPoint(x: Canvas.points(ink.x) + Canvas.points(ink.width) / 2,
                                      y: Canvas.points(ink.y) + Canvas.points(ink.height) / 2)
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_move_to(context, center.x - inkCenter.x, center.y - inkCenter.y)
                pango_cairo_show_layout(context, layout)
            }
        }
    }

    /// The number of characters of `text` that no pinned font has a glyph for (drawn as
    /// boxes); 0 when everything draws.
    public func missingGlyphCount(in text: String, font: Font) throws -> Int {
        try withLayout(text, style: TextStyle(font: font), width: nil) { layout in
            Int(pango_layout_get_unknown_glyphs_count(layout))
        }
    }
}
