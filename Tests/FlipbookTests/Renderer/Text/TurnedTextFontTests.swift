import CCairo
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Text drawn turned (a somersaulting emoji) takes its fonts from a font map that is let go
/// once the glyph images of the distinct layouts it served pass
/// ``FontLibrary/turnedGlyphBudget``, so Cairo frees the glyph images of angles that may not
/// come back; an angle drawn again does not count again; the pixels are the same as with every
/// font kept.
@Suite("Fonts of turned text")
struct TurnedTextFontTests {
    private static let style = TextStyle(font: .system(size: 60))

    /// The emoji drawn turned by `degrees` about its centre on a fresh canvas at scale 3.
    private static func turnedEmoji(degrees: Double) throws -> Canvas {
        let canvas = try Canvas(width: 100, height: 100, scale: 3, background: .white)
        canvas.concatenate(CGAffineTransform(translationX: -50, y: -50)
            .concatenating(CGAffineTransform(rotationAngle: Angle.degrees(degrees).radians))
            .concatenating(CGAffineTransform(translationX: 50, y: 50)))
        try canvas.drawText("🐸", style: style, centeredIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        return canvas
    }

    /// How many turned maps this thread has let go.
    private static var released: Int { FontLibrary.currentThreadMaps?.turnedMapsReleased ?? 0 }

    /// Draws the emoji at new angles, a quarter of a degree apart from `start`, until this
    /// thread has let go of `maps` more turned maps or `limit` angles were drawn.
    private static func turnEmojiUntilReleased(_ maps: Int, from start: Double, limit: Int = 2_000) throws {
        let target = released + maps
        var step = 0
        while released < target, step < limit {
            _ = try turnedEmoji(degrees: start + Double(step) / 4)
            step += 1
        }
    }

    @Test func aTurnedEmojiDrawsTheSamePixelsAfterItsFontsWereLetGo() throws {
        let first = try Self.turnedEmoji(degrees: 33).makeBitmap()
        let released = Self.released
        try Self.turnEmojiUntilReleased(2, from: 40)
        #expect(Self.released >= released + 2)
        let again = try Self.turnedEmoji(degrees: 33).makeBitmap()
        #expect(again.pixels == first.pixels)
        let upright = try Self.turnedEmoji(degrees: 0).makeBitmap()
        #expect(upright.pixels != first.pixels)
    }

    @Test func theScaledFontOfAnAngleIsFreedOnceItsMapIsLetGo() throws {
        let freed = FreedFlag()
        let canvas = try Canvas(width: 100, height: 100, scale: 3, background: .white)
        canvas.concatenate(CGAffineTransform(rotationAngle: Angle.degrees(21.5).radians))
        try canvas.withLayout("🐸", style: Self.style, width: nil) { layout in
            guard let font = Self.firstScaledFont(of: layout) else {
                Issue.record("the layout has a run with a Cairo font")
                return
            }
            freed.watch(font)
        }
        #expect(!freed.isSet)
        try Self.turnEmojiUntilReleased(1, from: 100)
        #expect(freed.isSet)
    }

    /// A somersault's angles come round every turn: drawn again, an angle its map has served
    /// adds nothing to the budget, however often, and the map is kept.
    @Test func anAngleDrawnAgainKeepsItsMap() throws {
        _ = try Self.turnedEmoji(degrees: 77)
        FontLibrary.currentThreadMaps?.releaseTurned()
        let released = Self.released
        for _ in 0..<200 {
            _ = try Self.turnedEmoji(degrees: 77)
            _ = try Self.turnedEmoji(degrees: 78)
        }
        #expect(Self.released == released)
    }

    /// Distinct angles do count, by the size of their glyphs: an emoji of 60 points at scale 3
    /// (about 260 kB an angle) passes the budget within a hundred angles, where the smallest
    /// count a layout gets would take five hundred.
    @Test func newAnglesPassTheBudget() throws {
        let released = Self.released
        try Self.turnEmojiUntilReleased(1, from: 200, limit: 100)
        #expect(Self.released == released + 1)
    }

    /// The estimate counts each distinct character once, by the font's size on the device.
    @Test func glyphImagesAreCountedByDistinctCharacterAndDeviceSize() {
        var turned = cairo_matrix_t()
        cairo_matrix_init_rotate(&turned, 0.3)
        cairo_matrix_scale(&turned, 3, 3)
        let font = Font.system(size: 10)
        let one = Canvas.glyphImageBytes(of: "a", in: font, through: turned)
        #expect(abs(Double(one) - 2 * 30 * 30 * 4) < 2)
        #expect(Canvas.glyphImageBytes(of: "aaaa", in: font, through: turned) == one)
        #expect(Canvas.glyphImageBytes(of: "abba", in: font, through: turned) == 2 * one)
        #expect(Canvas.glyphImageBytes(of: "a", in: .system(size: .nan), through: turned) == Int.max / 2)
    }

    /// The Cairo scaled font of the first run of the layout's first line.
    private static func firstScaledFont(of layout: OpaquePointer) -> OpaquePointer? {
        guard let line = pango_layout_get_line_readonly(layout, 0), let runs = line.pointee.runs,
              let run = runs.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let font = run.pointee.item.pointee.analysis.font else { return nil }
        return pango_cairo_font_get_scaled_font(OpaquePointer(font))
    }
}

/// Set when Cairo destroys the scaled font it watches (through the font's user data).
private final class FreedFlag: @unchecked Sendable {
    private(set) var isSet = false
    nonisolated(unsafe) private static var key = cairo_user_data_key_t()

    func watch(_ font: OpaquePointer) {
        let box = Unmanaged.passRetained(self).toOpaque()
        cairo_scaled_font_set_user_data(font, &Self.key, box) { pointer in
            guard let pointer else { return }
            let flag = Unmanaged<FreedFlag>.fromOpaque(pointer).takeRetainedValue()
            flag.isSet = true
        }
    }
}
