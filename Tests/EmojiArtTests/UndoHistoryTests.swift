import EmojiArt
import Testing

@Suite("EmojiArt: undo history")
struct UndoHistoryTests {
    @Test func undoAndRedoWalkBackAndForthAndANewChangeForgetsTheFuture() {
        var history = UndoHistory<Int>()
        history.record(1)
        history.record(2)
        #expect(history.undo(from: 3) == 2)
        #expect(history.undo(from: 2) == 1)
        #expect(history.undo(from: 1) == nil)
        #expect(history.redo(from: 1) == 2)
        history.record(2)
        #expect(!history.canRedo && history.canUndo)
    }

    @Test func onlyTheLimitIsKept() {
        var history = UndoHistory<Int>(limit: 2)
        for value in 1...5 { history.record(value) }
        #expect(history.undo(from: 6) == 5)
        #expect(history.undo(from: 5) == 4)
        #expect(history.undo(from: 4) == nil)
    }
}
