import CCairo
import FlipbookCore

/// Where text puts ink, as Pango measures its glyphs: a frame's damage around a line of text
/// drawn turned (a somersaulting emoji) is then the box of its glyphs, not of its frame grown
/// by half a font size, which reached over the neighbouring cards.
///
/// Measured once per text, style and width on each thread, at one pixel a point, where Cairo
/// rounds each glyph's box out to whole pixels; drawn at any scale or angle the glyphs' pixels
/// stay inside that box grown by ``padding`` (antialiasing and a resampled colour glyph reach
/// at most a device pixel past their outline).
enum TextInk {
    /// Points added on every side of the measured box.
    static let padding = 1.0
    /// Texts measured a thread keeps at most; past it, the thread starts again.
    static let mostKept = 4096

    /// The box, relative to the top-left corner of the layout of `text` in `style` wrapped to
    /// `width`, that holds every pixel the text draws, in points; `nil` when it cannot be
    /// measured (draw it as if it reached anywhere near its frame).
    static func box(of text: String, style: TextStyle, width: CGFloat?) -> CGRect? {
        let key = Key(text: text, font: style.font, width: width, alignment: style.alignment)
        let measured = Measured.current
        if let box = measured.boxes[key] { return box }
        let box = (try? measured.canvas?.inkRect(of: text, style: style, width: width))
            .flatMap { $0 }.map { $0.insetBy(dx: -padding, dy: -padding) }
        if measured.boxes.count >= mostKept { measured.boxes.removeAll(keepingCapacity: true) }
        measured.boxes[key] = box
        return box
    }

    /// What decides where a text's glyphs fall (its colour does not).
    private struct Key: Hashable {
        let text: String
        let font: Font
        let width: CGFloat?
        let alignment: TextAlignment
    }

    /// A thread's measuring canvas and the boxes it measured.
    private final class Measured {
        let canvas = try? Canvas(width: 1, height: 1)
        var boxes: [Key: CGRect?] = [:]

        static var current: Measured { kept.value(makingIfMissing: Measured.init) }
        private static let kept = PerThread<Measured>()
    }
}

extension Canvas {
    /// The box around the ink of `text` in `style` wrapped to `width`, relative to its
    /// layout's top-left corner, in points (Pango's ink extents); `nil` for text that draws
    /// nothing.
    func inkRect(of text: String, style: TextStyle, width: CGFloat?) throws -> CGRect? {
        guard Self.canDrawText(style: style, width: width) else { return nil }
        return try withLayout(text, style: style, width: width) { layout in
            var ink = PangoRectangle()
            pango_layout_get_extents(layout, &ink, nil)
            guard ink.width > 0, ink.height > 0 else { return nil }
            return CGRect(x: Canvas.points(ink.x), y: Canvas.points(ink.y), width: Canvas.points(ink.width),
                        height: Canvas.points(ink.height))
        }
    }
}
