import EmojiArt
import Foundation
import TestSupport
import Testing

@Suite("EmojiArt: fields of a newer version")
struct UnknownFieldsTests {
    @Test func aDocumentKeepsFieldsItDoesNotKnowThroughAnEdit() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("doc.json")
        let text = #"{"author": {"name": "Ada", "tags": [1, 2.5, null, true]}, "emojis": "#
            + #"[{"id": 1, "string": "🍎", "position": {"x": 0, "y": 0}, "size": 40, "rotation": 30}]}"#
        try Data(text.utf8).write(to: file)
        do {
            let document = try EmojiArtDocument(file: file)
            document.addEmoji("🌲", at: Emoji.Position(x: 5, y: 5), size: 20)
        }
        let saved = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let author = try #require(saved["author"] as? [String: Any])
        #expect(author["name"] as? String == "Ada" && (author["tags"] as? [Any])?.count == 4)
        let emojis = try #require(saved["emojis"] as? [[String: Any]])
        #expect(emojis.count == 2 && emojis[0]["rotation"] as? Int == 30)
    }

    @Test func palettesKeepFieldsTheyDoNotKnowThroughAnEdit() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("palettes.json")
        try Data(#"[{"name": "A", "emojis": "🍎", "id": 1, "tags": ["fruit"]}]"#.utf8).write(to: file)
        do {
            let store = PaletteStore(file: file)
            store.insert(name: "B", emojis: "🌲")
        }
        let saved = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
        #expect(saved.count == 2)
        #expect(saved.contains { ($0["tags"] as? [String]) == ["fruit"] })
    }
}
