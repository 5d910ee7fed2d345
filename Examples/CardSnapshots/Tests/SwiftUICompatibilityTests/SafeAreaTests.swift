import Flipbook
import SwiftUICompatibility
import Testing

/// Renders `view` on an iPhone 13's screen, with its status bar and home indicator.
@MainActor private func renderOnPhone(_ view: some View) throws -> Bitmap {
    let player = Player(size: CGSize(width: 390, height: 844)) { view }
    player.safeAreaInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
    return try player.frame(at: 0).render()
}

@MainActor
@Suite("The safe area of an iPhone's screen")
struct SafeAreaTests {
    @Test func aColourThatIgnoresTheSafeAreaFillsTheScreen() throws {
        let bitmap = try renderOnPhone(FullBleedBoard())
        let orange = try #require(box(of: .orange, in: bitmap))
        #expect(orange.minY == 0 && orange.maxY == 843, "under the status bar and the home indicator")
        let title = try #require(box(of: .black, in: bitmap))
        #expect(title.minY >= 47, "the title stays below the status bar: \(title.minY)")
    }

    @Test func aColourAloneStaysInsideTheSafeArea() throws {
        let bitmap = try renderOnPhone(SafeColor())
        let blue = try #require(box(of: .blue, in: bitmap))
        #expect(blue.minY == 47 && blue.maxY == 809, "47 points below the top, 34 above the bottom")
    }

    @Test func aShapeStyleBackgroundReachesTheEdges() throws {
        let bitmap = try renderOnPhone(StyledBackground())
        #expect(isClose(bitmap[195, 5], .yellow) && isClose(bitmap[195, 840], .yellow))
        let text = try #require(box(of: .black, in: bitmap))
        #expect(text.minY >= 47 && text.maxY < 810, "the texts stay inside: \(text)")
    }

    @Test func aGeometryReaderKnowsTheInsetsAndWhereItIs() throws {
        let bitmap = try renderOnPhone(StatusBarStrip())
        let green = try #require(box(of: .green, in: bitmap))
        #expect(green.minY == 47 && green.maxY == 93, "as tall as the status bar, below it")
        let purple = try #require(box(of: .purple, in: bitmap))
        #expect(abs(purple.maxX - purple.minX - 46) <= 1, "as wide as the reader is far from the screen's top")
    }

    @Test func aSafeAreaInsetSitsAboveTheHomeIndicatorAndItsBackgroundBelow() throws {
        let bitmap = try renderOnPhone(TotalBar())
        let red = try #require(box(of: .red, in: bitmap))
        #expect(red.maxY == 843, "the bar's background reaches the bottom edge")
        #expect(isClose(bitmap[195, 5], .white), "nothing under the status bar")
        let rows = try #require(box(of: .black, in: bitmap))
        #expect(rows.minY >= 47, "the rows begin below the status bar")
    }

    @Test func aNamedSpaceMeasuresFromItsView() throws {
        let bitmap = try render(NamedSpaceRuler(), width: 200, height: 200)
        let green = try #require(box(of: .green, in: bitmap))
        #expect(green.maxX == 99, "100 points below the top of the named stack")
    }
}
