import EmojiArt
import Flipbook
import Foundation
import Testing

/// The palette button's context menu (a long press): New, Delete, Edit, List and Go To (the
/// course's `Menu` submenu of the palettes), each played by script and checked in `--state-json` and in the palette file; and the bar's
/// emojis in a horizontal scroll view.
@MainActor
@Suite("EmojiArt: the palette button's context menu")
struct PaletteMenuTests {
    @Test func aLongPressOnThePaletteButtonOpensTheMenu() throws {
        let session = try EmojiArtSession()
        #expect(!session.showsButton("Edit"))
        try session.play("long-press palette-button for 0.6\nwait 0.5")
        for title in ["New", "Delete", "Edit", "List", "Go To"] {
            #expect(session.showsButton(title), "\(title) is in the menu")
        }
        #expect(!session.showsButton("Undo"), "the screen under the menu takes no touches")
    }

    @Test func newInsertsAnUntitledPaletteShowsItAndOpensTheEditor() throws {
        let session = try EmojiArtSession()
        try session.play("tap palette-button\nwait 1\nlong-press palette-button for 0.6\nwait 0.5\ntap button \"New\"\nwait 0.8")
        let state = try session.state()
        #expect(state.palettes.count == 10)
        #expect(state.palette.index == 1 && state.palette.name == "")
        #expect(state.palettes[2] == "Food", "the new palette goes before the one shown")
        #expect(session.scene.player.targetNames.contains(TargetName("field", label: "Name")), "the editor is open")
        #expect(try session.savedPalettes().map(\.name) == state.palettes)
    }

    @Test func deleteRemovesThePaletteShownAndTheStoreIsNeverEmpty() throws {
        let session = try EmojiArtSession()
        try session.play("tap palette-button\nwait 1\nlong-press palette-button for 0.6\nwait 0.5\ntap button \"Delete\"\nwait 1")
        var state = try session.state()
        #expect(!state.palettes.contains("Food") && state.palettes.count == 8)
        #expect(state.palette.index == 1 && state.palette.name == "Flora")
        #expect(try session.savedPalettes().count == 8)
        let deleteAll = Array(repeating: "long-press palette-button for 0.6\nwait 0.5\ntap button \"Delete\"\nwait 1", count: 8)
        try session.play(deleteAll.joined(separator: "\n"))
        state = try session.state()
        #expect(state.palettes == Palette.builtIns.map(\.name), "deleting the last palette brings the built-ins back")
        #expect(state.palette.index == 0)
        #expect(try session.savedPalettes() == Palette.builtIns)
    }

    @Test func goToIsTheCoursesSubmenuOfThePalettesAndShowsTheOneChosen() throws {
        let session = try EmojiArtSession()
        try session.play("long-press palette-button for 0.6\nwait 0.5")
        #expect(!session.showsButton("Animals"), "the palettes wait in the submenu")
        try session.play("tap button \"Go To\"\nwait 0.5")
        for palette in Palette.builtIns { #expect(session.showsButton(palette.name), "\(palette.name)") }
        #expect(!session.showsButton("Edit"), "the menu under the submenu takes no touches")
        #expect(session.showsButton("Go To"), "the submenu's header, which goes back")
        try session.play("tap button \"Animals\"\nwait 1")
        let state = try session.state()
        #expect(state.palette.index == 3 && state.palette.name == "Animals")
        #expect(!session.showsButton("Faces") && !session.showsButton("Edit"), "choosing one closes the whole menu")
    }

    @Test func goTosHeaderGoesBackToTheMenu() throws {
        let session = try EmojiArtSession()
        try session.play("long-press palette-button for 0.6\nwait 0.5\ntap button \"Go To\"\nwait 0.5\ntap button \"Go To\"\nwait 0.5")
        #expect(session.showsButton("Edit") && !session.showsButton("Animals"))
        try session.play("tap button \"List\"\nwait 0.8")
        #expect(session.scene.player.targetNames.contains(TargetName("row", label: "Vehicles")), "the menu works as before")
        #expect(try session.state().palette.index == 0, "going back chose nothing")
    }

    @Test func editAndListOpenTheirSheets() throws {
        let session = try EmojiArtSession()
        try session.play("long-press palette-button for 0.6\nwait 0.5\ntap button \"Edit\"\nwait 0.8")
        #expect(session.scene.player.targetNames.contains(TargetName("field", label: "Add Emojis Here")))
        try session.play("tap button \"Done\"\nwait 0.8\nlong-press palette-button for 0.6\nwait 0.5\ntap button \"List\"\nwait 0.8")
        #expect(session.scene.player.targetNames.contains(TargetName("row", label: "Vehicles")))
    }

    @Test func theBarsEmojisScrollSidewaysAndStillDragIn() throws {
        let session = try EmojiArtSession()
        let taxi = TargetName("palette", label: "🚕"), ambulance = TargetName("palette", label: "🚑")
        let before = try #require(session.scene.player.location(of: taxi))
        #expect(session.scene.player.location(of: ambulance) == nil, "the ambulance waits beyond the edge")
        try session.play("scroll scroll-view by 400,0 over 0.5\nwait 1")
        let after = try #require(session.scene.player.location(of: ambulance))
        // Nine 48-point slots to the right of the taxi, the row 400 points to the left.
        #expect(abs(after.x - (before.x + 9 * 48 - 400)) < 0.5, "the row moved 400 points left: \(after)")
        try session.play("drag palette \"🚑\" -> 195,412 over 0.6")
        let state = try session.state()
        #expect(state.emojis.map(\.string) == ["🚑"])
        #expect(state.emojis.first?.x == 0 && state.emojis.first?.y == 0)
    }
}
