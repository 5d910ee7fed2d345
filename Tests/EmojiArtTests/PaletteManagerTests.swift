import EmojiArt
import Flipbook
import Foundation
import Testing

/// The palette manager (the menu's List): a list of the palettes in a navigation stack where a
/// swipe or Edit deletes, Edit's handles move, + adds a palette and a row opens its editor;
/// checked in `--state-json` and the palette file.
@MainActor
@Suite("EmojiArt: the palette manager")
struct PaletteManagerTests {
    private let openManager = "long-press palette-button for 0.6\nwait 0.5\ntap button \"List\"\nwait 0.8"

    @Test func aSwipeDeletesAPalette() throws {
        let session = try EmojiArtSession()
        try session.play(openManager + "\nswipe left on row \"Food\"\nwait 0.5\ntap button \"Delete\"\nwait 1")
        let state = try session.state()
        #expect(state.palettes == Palette.builtIns.map(\.name).filter { $0 != "Food" })
        #expect(try session.savedPalettes().map(\.name) == state.palettes)
    }

    @Test func editModeMovesAPaletteAndTheOneShownStaysShown() throws {
        let session = try EmojiArtSession()
        try session.play("tap palette-button\nwait 1\n" + openManager + "\ntap button \"Edit\"\nwait 0.5\ndrag move-handle 1 -> row 3 over 0.5\nwait 1")
        let state = try session.state()
        #expect(Array(state.palettes.prefix(4)) == ["Food", "Flora", "Vehicles", "Animals"], "\(state.palettes)")
        #expect(state.palette.index == 0 && state.palette.name == "Food")
        #expect(try session.savedPalettes().map(\.name) == state.palettes)
    }

    @Test func deletingEveryPaletteLeavesTheStoreNeverEmpty() throws {
        let session = try EmojiArtSession()
        let deleteFirst = "tap delete-control 1\nwait 0.5\ntap button \"Delete\"\nwait 0.5"
        try session.play(openManager + "\ntap button \"Edit\"\nwait 0.5\n" + Array(repeating: deleteFirst, count: 8).joined(separator: "\n"))
        #expect(try session.state().palettes == ["Faces"])
        try session.play(deleteFirst)
        let state = try session.state()
        #expect(state.palettes == Palette.builtIns.map(\.name), "the last one deleted, the built-ins come back")
        #expect(state.palette.name == "Faces", "Faces, shown when deleted, is back and shown")
        #expect(try session.savedPalettes() == Palette.builtIns)
    }

    @Test func tappingARowEditsItsPalette() throws {
        let session = try EmojiArtSession()
        try session.play(openManager + "\ntap row \"Food\"\nwait 0.8\ntap editor-emoji \"🍎\"\nwait 0.5")
        let food = try session.savedPalettes()[1]
        #expect(food.name == "Food" && !food.emojis.contains("🍎"))
        #expect(food.emojis.uniqueEmojis.count == Palette.builtIns[1].emojis.uniqueEmojis.count - 1)
        try session.play("tap back\nwait 0.8")
        #expect(session.scene.player.targetNames.contains(TargetName("row", label: "Food")), "back in the list")
    }

    @Test func plusAddsAPaletteAndOpensItsEditor() throws {
        let session = try EmojiArtSession()
        try session.play(openManager + "\ntap button \"New Palette\"\nwait 0.8\ntype \"Fruit\"\ntap field \"Add Emojis Here\"\ntype \"🍎🍐\"\n"
                         + "tap back\nwait 0.8")
        #expect(session.scene.player.targetNames.contains(TargetName("row", label: "Fruit")))
        let state = try session.state()
        #expect(state.palettes.count == 10 && state.palettes[0] == "Fruit")
        #expect(try session.savedPalettes()[0].emojis == "🍎🍐")
        try session.play("tap button \"Done\"\nwait 0.8")
        #expect(session.showsButton("Undo"), "Done closed the manager")
    }
}
