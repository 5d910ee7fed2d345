import EmojiArt
import Flipbook
import Foundation
import TestSupport
import Testing

/// Deleting through an emoji's context menu, the toolbar's buttons, and the alert for a
/// dropped file that is not a picture.
@MainActor
@Suite("EmojiArt: deleting, the toolbar and the background alert")
struct DeletingAndAlertTests {
    @Test func anEmojisContextMenuDeletesItAndUndoBringsItBack() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 2\ntap emoji 3\nlong-press emoji 2 for 0.6\nwait 0.5")
        #expect(session.showsButton("Delete") && !session.showsButton("Delete 2"), "the menu is up over the screen")
        try session.play("tap button \"Delete\"\nwait 1")
        var state = try session.state()
        #expect(state.emojis.map(\.string) == ["🍎", "🐶"])
        #expect(state.selection == [3], "the deleted emoji leaves the selection, the rest stays")
        #expect(session.showsButton("Delete 1"), "the Delete button counts the selection")
        try session.play("tap button \"Undo\"")
        state = try session.state()
        #expect(state.emojis.map(\.string) == ["🍎", "🌲", "🐶"])
        try session.play("tap button \"Redo\"")
        #expect(try session.state().emojis.map(\.string) == ["🍎", "🐶"])
    }

    @Test func theToolbarHasUndoRedoAndADeleteButtonCountingTheSelection() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        #expect(session.showsButton("Undo") && session.showsButton("Redo") && session.showsButton("Delete 0"))
        try session.play("tap emoji 1\ntap emoji 2\ntap emoji 3")
        #expect(session.showsButton("Delete 3"))
    }

    @Test(arguments: ["not a picture", "truncated PNG"])
    func aDroppedFileThatIsNotAPictureShowsAnAlertAndLeavesTheDocument(kind: String) throws {
        let session = try EmojiArtSession(document: threeEmojis)
        let file = session.folder.file("broken.png")
        if kind == "not a picture" {
            try Data("not a picture".utf8).write(to: file)
        } else {
            let png = try Bitmap(size: PixelSize(width: 200, height: 100), color: .orange).pngData()
            try png.prefix(png.count / 2).write(to: file)
        }
        let before = try Data(contentsOf: session.document)
        try session.play("drop file \"\(file.path)\" at 195,412\nwait 1")
        #expect(session.showsButton("OK"), "the alert is up")
        let message = try #require(session.scene.player.textsOnScreen.first { $0.hasPrefix("Couldn't load image from") })
        #expect(message.hasPrefix("Couldn't load image from broken.png: "))
        #expect(message.count > "Couldn't load image from broken.png: ".count + 3, "the problem is said: \(message)")
        #expect(!message.contains(session.folder.url.path), "the file is named once, by its name")
        let state = try session.state()
        #expect(state.background == nil && state.zoom == 1 && state.emojis.count == 3)
        #expect(try Data(contentsOf: session.document) == before, "the document file is untouched")
        try session.play("tap button \"OK\"\nwait 0.5")
        #expect(!session.showsButton("OK") && session.showsButton("Undo"))
        #expect(!(try session.state().background != nil))
    }

    @Test func aFailedDropKeepsTheBackgroundThereWas() throws {
        let session = try EmojiArtSession(sample: "garden")
        let file = session.folder.file("notes.png")
        try Data("hello".utf8).write(to: file)
        let background = try session.state().background
        try session.play("drop file \"\(file.path)\" at 195,412\nwait 1\ntap button \"OK\"\nwait 0.5")
        #expect(try session.state().background == background)
        #expect(try session.state().background != nil)
    }
}
