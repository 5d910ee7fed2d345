import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Drawing modifiers")
struct DrawingTests {
    private func sampler() throws -> Bitmap { try render(DrawingSampler(), width: 200, height: 40) }

    @Test func aCornerRadiusRoundsTheCorners() throws {
        let bitmap = try sampler()
        #expect(isClose(bitmap[20, 20], .red))
        #expect(isClose(bitmap[0, 0], .white), "the corner is cut")
    }

    @Test func aBorderIsDrawnInside() throws {
        let bitmap = try sampler()
        #expect(isClose(bitmap[56, 20], .black), "4 points of border at the leading edge")
        #expect(isClose(bitmap[80, 20], .white))
    }

    @Test func aHiddenViewDrawsNothing() throws {
        #expect(box(of: .green, in: try sampler()) == nil)
    }

    @Test func aLargeImageScaleDrawsABiggerSymbol() throws {
        let medium = try render(Image(systemName: "star.fill").foregroundColor(.orange), width: 60, height: 60)
        let large = try render(Image(systemName: "star.fill").imageScale(.large).foregroundColor(.orange), width: 60, height: 60)
        #expect(inkedPixels(large) > inkedPixels(medium) * 3 / 2)
    }

    @Test func fixedSizeTextIsNotCutByItsFrame() throws {
        let fixed = try render(Text("Memorize").fixedSize().frame(width: 20), width: 200, height: 30)
        let squeezed = try render(Text("Memorize").frame(width: 20), width: 200, height: 30)
        let wide = try #require(box(of: .black, in: fixed))
        #expect(wide.maxX - wide.minX > 50, "one line at its ideal width")
        #expect(try #require(box(of: .black, in: squeezed)).maxX - (box(of: .black, in: squeezed)?.minX ?? 0) < 25)
    }

    @Test func aShadowIsDrawnUnderTheViewItsOffsetAway() throws {
        let bitmap = try render(ShadowedCard(), width: 100, height: 100)
        #expect(isClose(bitmap[25, 50], .white), "the card, over its shadow")
        #expect(isClose(bitmap[84, 50], .black), "the shadow, 8 points right of the card's edge at 80")
        #expect(isClose(bitmap[50, 94], .black), "and 8 points below it")
        #expect(isClose(bitmap[92, 50], .white), "nothing past the shadow")
    }

    @Test func aShapeViewStrokedAgainDrawsOverItsBorder() throws {
        let bitmap = try render(ChainedBorder(), width: 100, height: 100)
        #expect(isClose(bitmap[20, 50], .red), "the red stroke, centred on the frame's edge at 20")
        #expect(isClose(bitmap[27, 50], .black), "the border inside the frame, past the red stroke")
        #expect(isClose(bitmap[17, 50], .white), "the red stroke reaches 2 points outside the frame")
        #expect(isClose(bitmap[50, 50], .white))
    }

    @Test func listStylesAndAsymmetricTransitionsCompileAndDraw() throws {
        let bitmap = try render(StyledList(), width: 200, height: 120)
        #expect(box(of: .black, in: bitmap) != nil, "the rows' titles")
    }

    @Test func documentsLiveInTheDocumentsFolder() {
        #expect(documentURL(named: "Tulips").lastPathComponent == "Tulips.emojiart")
        #expect(documentURL(named: "Tulips").deletingLastPathComponent().lastPathComponent == "Documents")
    }
}
