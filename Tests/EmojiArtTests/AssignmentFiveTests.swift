import EmojiArt
import Flipbook
import Foundation
import Testing

/// Every Assignment V task, played by touch script on the app's scene and checked in
/// `--state-json`. The document view is 390×736 at y 44, so its centre is (195, 412).
@MainActor
@Suite("EmojiArt: Assignment V by script")
struct AssignmentFiveTests {
    @Test func tapSelectsAndTapAgainUnselects() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 1\ntap emoji 3")
        #expect(try session.state().selection == [1, 3])
        try session.play("tap emoji 1")
        #expect(try session.state().selection == [3])
    }

    @Test func tapOnTheBackgroundDeselectsAll() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 1\ntap emoji 2\ntap 300,300")
        #expect(try session.state().selection == [])
    }

    @Test func draggingASelectedEmojiMovesTheSelection() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 1\ntap emoji 2\ndrag emoji 1 -> 245,382 over 0.5")
        let state = try session.state()
        #expect(state.emojis.map(\.x) == [50, -70, 100])
        #expect(state.emojis.map(\.y) == [-30, -130, 150])
        #expect(state.selection == [1, 2])
    }

    @Test func draggingAnUnselectedEmojiMovesItAloneAndKeepsTheSelection() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 2\ndrag emoji 3 -> 195,412 over 0.5")
        let state = try session.state()
        #expect(state.emojis.map(\.x) == [0, -120, 0])
        #expect(state.emojis.map(\.y) == [0, -100, 0])
        #expect(state.selection == [2])
    }

    @Test func draggingTheBackgroundPans() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("drag 300,700 -> 250,600 over 0.5")
        let state = try session.state()
        #expect(state.pan == .init(x: -50, y: -100))
        #expect(state.emojis.map(\.x) == [0, -120, 100])
    }

    @Test func pinchWithoutSelectionZoomsAboutTheFingers() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        // 🐶 is drawn at (295, 562); pinching there keeps it there.
        try session.play("pinch 2 at 295,562 over 0.5")
        let state = try session.state()
        #expect(state.zoom == 2)
        #expect(state.pan == .init(x: -100, y: -150))
        let dog = try #require(state.screenPoint(of: 3))
        #expect(dog.x == 295 && dog.y == 562)
        #expect(state.emojis.map(\.size) == [40, 60, 30])
    }

    @Test func pinchWithSelectionScalesTheSelectedEmojisAndLeavesTheZoom() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 1\ntap emoji 3\npinch 1.5 at 195,700 over 0.5")
        let state = try session.state()
        #expect(state.zoom == 1)
        #expect(state.emojis.map(\.size) == [60, 60, 45])
        #expect(state.emojis.map(\.x) == [0, -120, 100])
    }

    @Test func selectionDragAtZoomTwoStaysUnderTheFinger() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("pinch 2 at 195,412 over 0.5\ntap emoji 1\ndrag emoji 1 -> 295,312 over 0.5")
        let state = try session.state()
        #expect(state.zoom == 2)
        #expect(state.emojis[0].x == 50 && state.emojis[0].y == -50)
        let apple = try #require(state.screenPoint(of: 1))
        #expect(apple.x == 295 && apple.y == 312)
    }

    @Test func deleteButtonRemovesTheSelectionAndShowsItsCount() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 1\ntap emoji 3\ntap button \"Delete 2\"")
        let state = try session.state()
        #expect(state.emojis.map(\.string) == ["🌲"])
        #expect(state.selection == [])
    }

    @Test func doubleTapOnTheBackgroundZoomsToFitTheEmojis() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("double-tap 60,700\nwait 1")
        let state = try session.state()
        // The emojis span x -150…115 and y -130…165: 265×295 points.
        #expect(abs(state.zoom - min(390.0 / 265, 736.0 / 295)) < 1e-9)
        #expect(abs(state.pan.x + state.zoom * -17.5) < 1e-9)
        #expect(abs(state.pan.y + state.zoom * 17.5) < 1e-9)
    }

    @Test func everyChangeIsSavedAndUndoRedoWalkTheHistory() throws {
        let session = try EmojiArtSession(document: threeEmojis)
        try session.play("tap emoji 1\ndrag emoji 1 -> 195,312 over 0.5\ntap button \"Delete 1\"")
        let saved = try JSONDecoder().decode(EmojiArtModel.self, from: Data(contentsOf: session.document))
        #expect(saved.emojis.map(\.string) == ["🌲", "🐶"])
        try session.play("tap button \"Undo\"")
        #expect(try session.state().emojis.first?.y == -100)
        try session.play("tap button \"Undo\"")
        #expect(try session.state().emojis.first?.y == 0)
        try session.play("tap button \"Redo\"")
        #expect(try session.state().emojis.first?.y == -100)
        let reloaded = try JSONDecoder().decode(EmojiArtModel.self, from: Data(contentsOf: session.document))
        #expect(reloaded.emojis.first?.position.y == -100)
    }
}
