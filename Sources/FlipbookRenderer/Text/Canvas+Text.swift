import CCairo
import FlipbookCore

extension Canvas {
    /// The size `text` takes in `style`, in points: its logical extents, as a layout uses them.
    /// With a `width`, lines wrap at word boundaries to fit it.
    ///
    /// Text that cannot be drawn at all (see ``canDrawText(style:width:)``) takes no room.
    public func measureText(_ text: String, style: TextStyle, width: CGFloat? = nil) throws -> CGSize {
        guard Self.canDrawText(style: style, width: width) else { return .zero }
        return try withLayout(text, style: style, width: width) { layout in
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return CGSize(width: Canvas.points(logical.width), height: Canvas.points(logical.height))
        }
    }

    /// Draws `text` with the top-left corner of its layout box at `origin`. With a `width`,
    /// lines wrap to fit it and line up according to the style's alignment.
    ///
    /// Emoji, including flags and ZWJ sequences, draw in colour from Noto Color Emoji. Text
    /// that cannot fit (see ``canDrawText(style:width:)``), or that would be more than
    /// ``largestTextPixelSize`` pixels tall on the image, is not drawn.
    public func drawText(_ text: String, style: TextStyle, at origin: CGPoint, width: CGFloat? = nil) throws {
        willDraw()
        guard Self.canDrawText(style: style, width: width) else { return }
        try inTextSpace(style, at: origin, width: width) { style, origin, width in
            try withLayout(text, style: style, width: width) { layout in
                let color = style.color
                cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
                cairo_move_to(context, origin.x, origin.y)
                pango_cairo_show_layout(context, layout)
            }
        }
    }

    /// Draws `text` centred in `rect`, both ways.
    public func drawText(_ text: String, style: TextStyle, centeredIn rect: CGRect) throws {
        let size = try measureText(text, style: style)
        try drawText(text, style: style, at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
    }

    /// The smallest font size drawn, in points: one Pango unit.
    public static let smallestFontSize = 1 / Double(PANGO_SCALE)
    /// The largest font size drawn, in points: far past any image's limits.
    public static let largestFontSize = 100_000.0

    /// Whether text in `style`, wrapped to `width` if given, can be drawn: the font size is
    /// within ``smallestFontSize``…``largestFontSize`` and the width, if any, is finite and
    /// greater than zero. Sizes and widths that views compute from tiny screens (0, negative,
    /// NaN) are simply not drawn, rather than handed to Pango, which would complain.
    public static func canDrawText(style: TextStyle, width: CGFloat?) -> Bool {
        let size = style.font.size
        guard size >= smallestFontSize, size <= largestFontSize else { return false }
        guard let width else { return true }
        return width > 0 && width <= largestFontSize * 1000
    }

    /// Runs `body` with a Pango layout of `text` in `style` over the pinned fonts.
    func withLayout<Result>(_ text: String, style: TextStyle, width: CGFloat?,
                            _ body: (OpaquePointer) throws -> Result) throws -> Result {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let turned = matrix.xy != 0 || matrix.yx != 0
        let layout = try makeLayout(turned: turned)
        defer { flipbook_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, style.font.family)
        pango_font_description_set_absolute_size(description, style.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.font.weight.rawValue)))
        if style.font.isItalic { pango_font_description_set_style(description, PANGO_STYLE_OBLIQUE) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        if !style.spans.isEmpty { setSpans(style, of: text, on: layout) }
        if let width {
            pango_layout_set_width(layout, Int32(min(width * Double(PANGO_SCALE), Double(Int32.max))))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_alignment(layout, style.alignment.pangoAlignment)
        if turned {
            let key = TurnedLayoutKey(text: text, font: style.font, width: width,
                                      xx: matrix.xx, yx: matrix.yx, xy: matrix.xy, yy: matrix.yy)
            FontLibrary.noteTurnedLayout(key, bytes: Self.glyphImageBytes(of: text, in: style.font, through: matrix))
        }
        return try body(layout)
    }

    /// Gives each of `style`'s spans its font and colour, as Pango attributes of `layout`
    /// (one paragraph). A span's ends are kept within `text` and on its characters' starts.
    private func setSpans(_ style: TextStyle, of text: String, on layout: OpaquePointer) {
        let bytes = Array(text.utf8)
        func boundary(_ offset: Int) -> Int {
            var offset = min(max(offset, 0), bytes.count)
            while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        }
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        for span in style.spans {
            let start = boundary(span.start), end = boundary(span.end)
            guard start < end else { continue }
            for attribute in Self.attributes(of: span, over: style) {
                attribute.pointee.start_index = UInt32(start)
                attribute.pointee.end_index = UInt32(end)
                pango_attr_list_insert(list, attribute)
            }
        }
        pango_layout_set_attributes(layout, list)
    }

    /// A span's font, and its colour where it is not the text's (drawn in Cairo's source).
    private static func attributes(of span: TextSpan, over style: TextStyle) -> [UnsafeMutablePointer<PangoAttribute>] {
        let description = pango_font_description_new()
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, span.font.family)
        pango_font_description_set_absolute_size(description, span.font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(span.font.weight.rawValue)))
        pango_font_description_set_style(description, span.font.isItalic ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL)
        var attributes = [pango_attr_font_desc_new(description)].compactMap { $0 }
        guard span.color != style.color else { return attributes }
        func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65_535).rounded()) }
        let color = span.color
        attributes += [pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)),
                       pango_attr_foreground_alpha_new(channel(color.alpha))].compactMap { $0 }
        return attributes
    }

    /// About the bytes of the glyph images Cairo makes for `text` in `font` drawn through
    /// `matrix`: for each distinct character, a square of the font's size on the device, turned
    /// (twice its area), at four bytes a pixel (as colour emoji take; other glyphs take one).
    static func glyphImageBytes(of text: String, in font: Font, through matrix: cairo_matrix_t) -> Int {
        let scale = (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot()
        let side = font.size * scale
        let bytes = Double(Set(text).count) * 2 * side * side * 4
        return bytes.isFinite ? Int(min(bytes, Double(Int.max / 2))) : Int.max / 2
    }

    /// A layout tied to this canvas' Cairo context and the thread's pinned font map (the one
    /// for `turned` text when the context is rotated or sheared), with font options fixed so
    /// that the same text gives the same pixels everywhere.
    private func makeLayout(turned: Bool) throws -> OpaquePointer {
        let fontMap = try FontLibrary.shared.get().fontMapForCurrentThread(turned: turned)
        guard let pangoContext = pango_font_map_create_context(fontMap) else {
            throw FlipbookError.cairo("Pango could not create a context")
        }
        defer { flipbook_object_unref(UnsafeMutableRawPointer(pangoContext)) }
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        pango_cairo_update_context(context, pangoContext)
        guard let layout = pango_layout_new(pangoContext) else { throw FlipbookError.cairo("Pango could not create a layout") }
        return layout
    }

    /// Pango units to points.
    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
}

extension TextAlignment {
    var pangoAlignment: PangoAlignment {
        switch self {
        case .leading: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
    }
}
