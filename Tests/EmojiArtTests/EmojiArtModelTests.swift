import EmojiArt
import Testing

@Suite("EmojiArt model")
struct EmojiArtModelTests {
    @Test func addingGivesIncreasingIDs() {
        var model = EmojiArtModel()
        model.addEmoji("🍎", at: .zero, size: 40)
        model.addEmoji("🌲", at: Emoji.Position(x: 10, y: -5), size: 20)
        #expect(model.emojis.map(\.id) == [1, 2])
        #expect(model.emojis[1].position == Emoji.Position(x: 10, y: -5))
    }
}
