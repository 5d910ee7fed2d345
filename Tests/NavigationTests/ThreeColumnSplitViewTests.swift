import Flipbook
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// EmojiArt's palette manager as the 2023 lectures write it: stores, then a store's palettes,
/// then the palette.
private struct PaletteManager: View {
    @State private var store: String?
    @State private var palette: String?

    var body: some View {
        NavigationSplitView {
            List(["Main", "Alternate"], id: \.self, selection: $store) { store in Text(store) }
                .navigationTitle("Stores")
        } content: {
            if let store {
                List(["\(store) faces", "\(store) food"], id: \.self, selection: $palette) { palette in Text(palette) }
                    .navigationTitle(store)
            } else {
                Text("Choose a store")
            }
        } detail: {
            Text(palette.map { "Editing \($0)" } ?? "Choose a palette")
        }
    }
}

@MainActor
@Suite("NavigationSplitView with three columns")
struct ThreeColumnSplitViewTests {
    @Test func onAWideSizeTheThreeColumnsStandSideBySide() throws {
        let player = Player(size: CGSize(width: 1194, height: 834)) { PaletteManager() }
        try player.play("tap row 1\nwait 0.5")
        let store = try #require(player.frame(ofText: "Main"))
        let palette = try #require(player.frame(ofText: "Main faces"))
        let detail = try #require(player.frame(ofText: "Choose a palette"))
        #expect(store.maxX < 320 && palette.minX > 320.5 && palette.maxX < 641, "\(store) \(palette)")
        #expect(detail.minX >= 641, "the detail after the content column: \(detail)")
        try player.play("tap row \"Main food\"\nwait 0.5")
        #expect(player.texts.contains("Editing Main food"), "\(player.texts)")
    }

    @Test func onANarrowSizeEachSelectionPushesTheNextColumnAndBackPops() throws {
        let player = Player(size: CGSize(width: 390, height: 844)) { PaletteManager() }
        try player.play("tap row 2\nwait 1")
        #expect(player.texts.contains("Alternate faces"), "the content is pushed: \(player.texts)")
        try player.play("tap row 1\nwait 1")
        #expect(player.texts.contains("Editing Alternate faces"), "then the detail: \(player.texts)")
        try player.play("tap back\nwait 1\ntap back\nwait 1")
        #expect(player.texts.contains("Main") && !player.texts.contains("Editing Alternate faces"))
    }
}
