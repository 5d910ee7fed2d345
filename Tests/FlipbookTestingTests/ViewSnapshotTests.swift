import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing
import TestSupport

/// Views as images: references looked at before they were committed.
@MainActor
@Suite("FlipbookTesting: views as images")
struct ViewSnapshotTests {
    private let card = CardView(emoji: "👻", isFaceUp: true)

    @Test(arguments: ColorScheme.allCases)
    func cardInEachColorScheme(colorScheme: ColorScheme) {
        assertSnapshot(of: card, as: .image(size: CGSize(width: 120, height: 180), scale: 2, colorScheme: colorScheme),
                       named: "card-\(colorScheme)")
    }

    @Test func tableOnAnIPhoneSE() {
        assertSnapshot(of: CardTable(), as: .image(layout: .device(.iPhoneSE)), named: "table-iphone-se")
    }

    @Test func theColorSchemeReachesTheViewAndTheScreen() {
        let dark = Snapshotting<CardView, Bitmap>.image(size: CGSize(width: 120, height: 180), colorScheme: .dark).image(of: card)
        let light = Snapshotting<CardView, Bitmap>.image(size: CGSize(width: 120, height: 180)).image(of: card)
        #expect(dark.bytes(x: 2, y: 2) == [0, 0, 0, 255], "the screen takes the dark background")
        #expect(light.bytes(x: 2, y: 2) == [255, 255, 255, 255])
        #expect(dark.bytes(x: 60, y: 30) == [28, 28, 30, 255], "the card's face reads the environment's scheme")
        #expect(light.bytes(x: 60, y: 30) == [255, 255, 255, 255])
    }

    @Test func scaleMultipliesThePixels() {
        let image = Snapshotting<CardView, Bitmap>.image(size: CGSize(width: 120, height: 180), scale: 2).image(of: card)
        #expect((image.width, image.height) == (240, 360))
    }

    @Test func devicePresetsGiveTheirScreens() {
        let phone = Snapshotting<CardTable, Bitmap>.image(layout: .device(.iPhone15)).image(of: CardTable())
        #expect((phone.width, phone.height) == (393, 852))
        let turned = Snapshotting<CardTable, Bitmap>.image(layout: .device(.iPhone13.landscape)).image(of: CardTable())
        #expect((turned.width, turned.height) == (844, 390))
        let standard = Snapshotting<CardTable, Bitmap>.image.image(of: CardTable())
        #expect((standard.width, standard.height) == (390, 844), "the apps' screen by default")
    }

    @Test func theDefaultToleranceLetsAFontRasterisersDriftPassAndNothingMore() throws {
        let strategy = Snapshotting<Text, Bitmap>.image(size: CGSize(width: 160, height: 40))
        let reference = strategy.image(of: Text("Memorize 👻"))
        let drifted = Bitmap(size: reference.size, pixels: reference.pixels.enumerated().map { index, byte in
            index % 4 == 3 ? byte : (byte > 127 ? byte - 1 : byte + 1)
        })
        #expect(strategy.diffing.diffV2(reference, drifted) == nil, "every channel one level off still matches")
        var changed = reference
        changed[80, 20] = Color(red: 1, green: 0, blue: 0)
        let failure = try #require(strategy.diffing.diffV2(reference, changed))
        #expect(failure.0.contains("1 of 6400 pixels"), "one changed pixel fails: \(failure.0)")
    }
}
