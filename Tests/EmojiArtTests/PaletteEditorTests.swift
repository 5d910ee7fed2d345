import EmojiArt
import Flipbook
import Foundation
import Testing

/// The palette editor (the menu's Edit): typed emojis join the palette at once, anything else
/// and repeats are left out, a tap in the grid removes an emoji, and every change is in the
/// palette file straight away.
@MainActor
@Suite("EmojiArt: the palette editor")
struct PaletteEditorTests {
    private let openEditor = "long-press palette-button for 0.6\nwait 0.5\ntap button \"Edit\"\nwait 0.8"
    private let vehicles = Palette.builtIns[0].emojis.uniqueEmojis

    @Test func typedEmojisJoinThePaletteAtOnceAndTheRestIsLeftOut() throws {
        let session = try EmojiArtSession()
        try session.play(openEditor + "\ntype \"a🍎🚗x🦄🍎 \"")
        let saved = try session.savedPalettes()[0].emojis.uniqueEmojis
        #expect(Array(saved.prefix(3)) == ["🍎", "🚗", "🦄"], "typed ones first, each once")
        #expect(saved.count == vehicles.count + 2, "🚗 was there already")
        #expect(Set(saved) == Set(vehicles + ["🍎", "🦄"]))
    }

    @Test func aTapInTheGridRemovesTheEmojiFromTheFile() throws {
        let session = try EmojiArtSession()
        try session.play(openEditor + "\ntap editor-emoji \"🚗\"\nwait 0.5")
        #expect(try session.savedPalettes()[0].emojis.uniqueEmojis == vehicles.filter { $0 != "🚗" })
        #expect(!session.scene.player.targetNames.contains(TargetName("editor-emoji", label: "🚗")))
    }

    @Test func aRemovedEmojiThatWasTypedDoesNotComeBackWithTheNextKey() throws {
        let session = try EmojiArtSession()
        try session.play(openEditor + "\ntype \"🦄\"\ntap editor-emoji \"🦄\"\nwait 0.5\ntap field \"Add Emojis Here\"\ntype \"🍎\"")
        let saved = try session.savedPalettes()[0].emojis.uniqueEmojis
        #expect(saved.first == "🍎" && !saved.contains("🦄"))
    }

    @Test func theNameIsEditedInPlaceAndShownInTheBar() throws {
        let session = try EmojiArtSession()
        let deletes = Array(repeating: "type delete", count: 8).joined(separator: "\n")
        try session.play(openEditor + "\ntap field \"Name\"\n" + deletes + "\ntype \"Cars\"\ntap button \"Done\"\nwait 0.8")
        let state = try session.state()
        #expect(state.palette.name == "Cars" && state.palettes[0] == "Cars")
        #expect(try session.savedPalettes()[0].name == "Cars")
        #expect(!session.showsButton("Done"), "Done closed the sheet")
    }

    @Test func aNewPaletteGetsItsNameAndEmojisInTheEditor() throws {
        let session = try EmojiArtSession()
        try session.play("long-press palette-button for 0.6\nwait 0.5\ntap button \"New\"\nwait 0.8\ntype \"Fruit\"\n"
                         + "tap field \"Add Emojis Here\"\ntype \"🍎🍐\"\ntap button \"Done\"\nwait 0.8")
        let state = try session.state()
        #expect(state.palette.index == 0 && state.palette.name == "Fruit")
        let saved = try session.savedPalettes()
        #expect(saved.count == 10 && saved[0].name == "Fruit" && saved[0].emojis == "🍎🍐")
    }
}
