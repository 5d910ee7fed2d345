import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Text modifiers")
struct TextTests {
    @Test func theScoreBoardDraws() throws {
        let bitmap = try render(ScoreBoard(score: 1234), width: 200, height: 300)
        #expect(inkedPixels(bitmap) > 500)
    }

    @Test func boldTextIsHeavierThanRegular() throws {
        let regular = try render(Text("Memorize").font(.title2), width: 200, height: 40)
        let bold = try render(Text("Memorize").font(.title2).bold(), width: 200, height: 40)
        #expect(inkedPixels(bold) > inkedPixels(regular) * 11 / 10)
    }

    @Test func aNumberIsFormatted() throws {
        let formatted = try render(Text(1234, format: .number), width: 200, height: 40)
        let written = try render(Text(verbatim: 1234.formatted(.number)), width: 200, height: 40)
        #expect(formatted == written)
    }

    @Test func oneLineTextIsCutToItsWidth() throws {
        let long = "a very long title that will not fit on one line at all"
        let cut = try render(Text(long).lineLimit(1).frame(width: 100), width: 100, height: 200)
        let wrapped = try render(Text(long).frame(width: 100), width: 100, height: 200)
        let cutBox = try #require(box(of: .black, in: cut))
        let wrappedBox = try #require(box(of: .black, in: wrapped))
        #expect(cutBox.maxY - cutBox.minY < 25, "one line")
        #expect(wrappedBox.maxY - wrappedBox.minY > 50, "several lines without the limit")
    }

    @Test func aScaleFactorShrinksTextToFit() throws {
        let text = "shrinks to fit its width"
        let shrunk = try render(Text(text).minimumScaleFactor(0.3).lineLimit(1).frame(width: 80), width: 80, height: 40)
        let inked = try #require(inkBox(shrunk))
        #expect(inked.minX >= 0 && inked.maxX <= 79)
        #expect(inked.maxY - inked.minY < 12, "smaller than the 17-point body font")
    }

    @Test func textCaseUppercases() throws {
        let upper = try render(Text("score").textCase(.uppercase), width: 100, height: 30)
        let written = try render(Text("SCORE"), width: 100, height: 30)
        #expect(upper == written)
    }

    @Test func italicAndMonospacedFontsDrawDifferently() throws {
        let plain = try render(Text("Set"), width: 80, height: 30)
        let italic = try render(Text("Set").italic(), width: 80, height: 30)
        let mono = try render(Text("Set").font(.system(size: 17, design: .monospaced)), width: 80, height: 30)
        #expect(plain != italic)
        #expect(plain != mono)
    }
}

@MainActor
@Suite("Interpolated text and lazy stacks")
struct ReadoutTests {
    @Test func interpolationsReadAsOnIOS() throws {
        let shown = try render(Readouts(value: 2.25), width: 200, height: 100)
        let expected = try render(LazyVStack(alignment: .leading) {
            Text(verbatim: "2.2 points")
            Text(verbatim: "2.250000")
            Text(verbatim: "2 whole")
        }, width: 200, height: 100)
        #expect(shown == expected)
    }

    @Test func aLazyStackTakesTheWholeWidth() throws {
        let lazy = try render(LazyVStack(alignment: .leading) { Color.red.frame(width: 20, height: 20) }, width: 200, height: 40)
        let plain = try render(VStack(alignment: .leading) { Color.red.frame(width: 20, height: 20) }, width: 200, height: 40)
        #expect(try #require(box(of: .red, in: lazy)).minX == 0, "on the leading edge of the whole width")
        #expect(try #require(box(of: .red, in: plain)).minX == 90, "a plain stack hugs its child, centred")
    }
}

@MainActor
@Suite("Text modifiers on containers")
struct ContainerTextTests {
    @Test func boldOnAContainerReachesTextWithItsOwnFont() throws {
        // The title's own font is regular; DejaVu draws semibold and bold alike, in its bold face.
        let container = try render(VStack { Text("Set").font(.title) }.bold(), width: 100, height: 40)
        let direct = try render(VStack { Text("Set").font(.title.bold()) }, width: 100, height: 40)
        let plain = try render(VStack { Text("Set").font(.title) }, width: 100, height: 40)
        let (bold, reference, regular) = (inkedPixels(container), inkedPixels(direct), inkedPixels(plain))
        #expect(abs(bold - reference) <= reference / 50, "as heavy as the bold font")
        #expect(bold > regular * 11 / 10, "heavier than the title's own regular weight")
    }

    @Test func aScaleFactorWithoutALineLimitWrapsInstead() throws {
        let long = "a title long enough to wrap onto more lines"
        let scaled = try render(Text(long).minimumScaleFactor(0.3).frame(width: 100), width: 100, height: 200)
        let plain = try render(Text(long).frame(width: 100), width: 100, height: 200)
        #expect(scaled == plain, "wrapped at full size, as SwiftUI does when the height allows")
    }

    @Test func aNilFontGoesBackToTheBodyFont() throws {
        let reset = try render(VStack { VStack { Text("Set") }.font(nil) }.font(.largeTitle), width: 100, height: 60)
        let body = try render(Text("Set"), width: 100, height: 60)
        #expect(reset == body)
    }

    @Test func joinedTextsKeepTheirStylesOnOneLine() throws {
        let bitmap = try render(ScoreLine(score: 42), width: 240, height: 40)
        let red = try #require(box(of: .red, in: bitmap)), ink = try #require(inkBox(bitmap))
        #expect(red.minX > ink.minX + 40 && red.maxX < ink.maxX - 40, "the red score in the middle of the line")
        #expect(red.maxY - red.minY < 20, "one line")
    }
}
