import Flipbook
import Testing
import TestSupport

@Suite("Text and icons")
struct TextTests {
    private let canvas: Canvas

    init() throws { canvas = try Canvas(width: 200, height: 100, background: .white) }

    @Test func measuredSizeGrowsWithFontSize() throws {
        let small = try canvas.measureText("Memorize", style: TextStyle(font: .system(size: 12)))
        let large = try canvas.measureText("Memorize", style: TextStyle(font: .system(size: 24)))
        #expect(small.width > 30 && small.height > 10)
        #expect(abs(large.width / small.width - 2) < 0.1)
        let bold = try canvas.measureText("Memorize", style: TextStyle(font: .system(size: 12, weight: .bold)))
        #expect(bold.width > small.width)
    }

    @Test func wrappingAtAWidthMakesMoreLines() throws {
        let style = TextStyle(font: .system(size: 14))
        let oneLine = try canvas.measureText("one two three four five", style: style)
        let wrapped = try canvas.measureText("one two three four five", style: style, width: 60)
        #expect(wrapped.height > oneLine.height * 2)
        #expect(wrapped.width <= 60)
    }

    @Test(arguments: ["👻", "🇯🇵", "👩‍🚀", "🏳️‍🌈", "👍🏽"])
    func emojiDrawInColorAsOneGlyph(emoji: String) throws {
        let font = Font.system(size: 40)
        #expect(try canvas.missingGlyphCount(in: emoji, font: font) == 0)
        let size = try canvas.measureText(emoji, style: TextStyle(font: font))
        #expect(size.width < 60, "a sequence is one glyph, not several")
        try canvas.drawText(emoji, style: TextStyle(font: font), at: CGPoint(x: 10, y: 10))
        let bitmap = try canvas.makeBitmap()
        let colored = bitmap.count { pixel in
            let channels = pixel.prefix(3).map(Int.init)
            return channels.max()! - channels.min()! > 60
        }
        #expect(colored > 100, "colour emoji draw in colour, not as gray outlines")
    }

    @Test(arguments: SystemSymbol.knownNames)
    func everySymbolHasAGlyph(name: String) throws {
        let symbol = try SystemSymbol(systemName: name)
        #expect(try canvas.missingGlyphCount(in: String(Character(symbol.codepoint)), font: Font(family: Font.iconFamily, size: 20)) == 0)
    }

    @Test func symbolDrawsCenteredInk() throws {
        try canvas.drawSymbol(try SystemSymbol(systemName: "star.fill"), size: 80, color: .black,
                              centeredIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bitmap = try canvas.makeBitmap()
        #expect(bitmap.bytes(x: 50, y: 50)[0] < 40, "the star's middle is inked")
        #expect(bitmap.bytes(x: 150, y: 50) == [255, 255, 255, 255])
    }

    @Test func unknownSymbolIsNamed() {
        #expect(throws: FlipbookError.unknownSymbol("car.fancy")) { try SystemSymbol(systemName: "car.fancy") }
    }
}
