import EmojiArt
import Foundation
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

@Suite("EmojiArt model: reading documents")
struct EmojiArtModelDecodingTests {
    private func decode(_ json: String) throws -> EmojiArtModel {
        try JSONDecoder().decode(EmojiArtModel.self, from: Data(json.utf8))
    }

    @Test func lastIDMayBeLeftOutAndIsNeverBelowTheLargestID() throws {
        var model = try decode(#"{"emojis": [{"id": 7, "string": "🍎", "position": {"x": 1, "y": 2}, "size": 40}]}"#)
        model.addEmoji("🌲", at: .zero, size: 40)
        #expect(model.emojis.map(\.id) == [7, 8])
        #expect(model.background == nil)
    }

    @Test(arguments: [
        #"{"emojis": [{"id": 1, "string": "🍎", "position": {"x": 0, "y": 0}, "size": 40}, {"id": 1, "string": "🌲", "position": {"x": 0, "y": 0}, "size": 40}]}"#,
        #"{"emojis": [{"id": 1, "string": "🍎", "position": {"x": 0, "y": 0}, "size": 0}]}"#,
        #"{"emojis": [{"id": 1, "string": "🍎", "position": {"x": 0, "y": 0}, "size": -3}]}"#,
        #"{"background": 5, "emojis": []}"#,
    ])
    func unusableDocumentsAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test(arguments: [
        #"{"lastID": 9223372036854775807, "emojis": []}"#,
        #"{"lastID": -1, "emojis": []}"#,
        #"{"emojis": [{"id": 9223372036854775807, "string": "🍎", "position": {"x": 0, "y": 0}, "size": 40}]}"#,
        #"{"emojis": [{"id": 9007199254740992, "string": "🍎", "position": {"x": 0, "y": 0}, "size": 40}]}"#,
    ])
    func idsPastTheRangeAreRefusedSoANewIDNeverOverflows(json: String) throws {
        #expect(throws: DecodingError.self) { try decode(json) }
    }

    @Test func documentsPastTheLimitsAreRefusedInOneLine() throws {
        let many = (1...10_001).map { #"{"id": \#($0), "string": "🍎", "position": {"x": 0, "y": 0}, "size": 40}"# }
        #expect {
            try decode(#"{"emojis": ["# + many.joined(separator: ",") + "]}")
        } throws: { "\($0)".contains("10001 emojis; a document holds at most 10000") }
        let long = "e" + String(repeating: "\u{301}", count: 100_000)
        #expect {
            try decode(#"{"emojis": [{"id": 1, "string": "\#(long)", "position": {"x": 0, "y": 0}, "size": 40}]}"#)
        } throws: { "\($0)".contains("100001 Unicode scalars long; an emoji has at most 32") }
        var model = EmojiArtModel()
        model.addEmoji(long, at: .zero, size: 40)
        #expect(model.emojis.isEmpty)
    }

    @Test func theLastIDOfTheRangeIsKeptAndNothingIsAddedPastIt() throws {
        var model = try decode(#"{"lastID": 9007199254740991, "emojis": []}"#)
        model.addEmoji("🍎", at: .zero, size: 40)
        #expect(model.emojis.isEmpty)
    }

    @Test func savingWritesANullBackground() throws {
        let data = try JSONEncoder().encode(EmojiArtModel())
        #expect(String(decoding: data, as: UTF8.self).contains(#""background":null"#))
    }

    @Test func pinchesAndMovesTouchOnlyTheIDsGiven() {
        var model = EmojiArtModel()
        model.addEmojis(["🍎", "🌲", "🐶"], around: Emoji.Position(x: 10, y: 10), size: 20)
        #expect(model.emojis.map(\.position.x) == [-10, 10, 30])
        model.moveEmojis([1, 3], by: Emoji.Position(x: 5, y: -5))
        model.scaleEmojis([2], by: 1.5)
        model.scaleEmojis([3], by: 1000)
        #expect(model.emojis.map(\.position.x) == [-5, 10, 35])
        #expect(model.emojis.map(\.size) == [20, 30, 2000])
        model.removeEmojis([2])
        #expect(model.emojis.map(\.string) == ["🍎", "🐶"])
    }
}
