import EmojiArt
import Flipbook
import Foundation
import TestSupport
import Testing

/// Adding emojis from the palette and from other apps, the background from a file, and the
/// palette button.
@MainActor
@Suite("EmojiArt: adding emojis and backgrounds")
struct AddingTests {
    @Test func aPaletteEmojiLandsWhereTheFingerLiftsAt40PointsOnScreen() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("pinch 2 at 195,412 over 0.5\ntap palette-button\nwait 0.5\ndrag palette \"🍎\" -> 295,512 over 0.6")
        let state = try session.state()
        #expect(state.palette.name == "Food" && state.palette.index == 1)
        let added = try #require(state.emojis.last)
        #expect(added.string == "🍎" && added.id == 4)
        #expect(added.size == 20 && added.x == 50 && added.y == 50)
    }

    @Test func droppedTextAddsItsEmojisSideBySide() throws {
        let session = try EmojiArtSession()
        try session.play("drop text \"🍎 and 🌲\" at 195,412")
        let state = try session.state()
        #expect(state.emojis.map(\.string) == ["🍎", "🌲"])
        #expect(state.emojis.map(\.x) == [-20, 20] && state.emojis.map(\.y) == [0, 0])
        try session.play("tap button \"Undo\"")
        #expect(try session.state().emojis.isEmpty)
    }

    @Test func textWithoutEmojisAndDropsOutsideTheDocumentAddNothing() throws {
        let session = try EmojiArtSession()
        try session.play("drop text \"hello\" at 195,412\ndrop text \"🍎\" at 195,820")
        #expect(try session.state().emojis.isEmpty)
    }

    @Test func aDroppedPictureLoadsWithASpinnerThenZoomsToFit() throws {
        let session = try EmojiArtSession()
        let picture = session.folder.file("wide.png")
        try Bitmap(size: PixelSize(width: 780, height: 200), color: .orange).writePNG(to: picture)
        let frames = try session.play("drop file \"\(picture.path)\" at 195,412\nwait 1.5", fps: 10)
        #expect(frames.count > 10)
        let state = try session.state()
        #expect(state.background == picture.path)
        #expect(state.zoom == 0.5 && state.pan == .init(x: 0, y: 0))
        let saved = try JSONDecoder().decode(EmojiArtModel.self, from: Data(contentsOf: session.document))
        #expect(saved.background == picture.path)
    }

    @Test func anEmojiThatIsNotThereIsAnErrorNamingTheLine() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        #expect(throws: (any Error).self) { try session.play("tap emoji 99") }
    }
}
