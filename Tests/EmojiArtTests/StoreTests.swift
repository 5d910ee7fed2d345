import EmojiArt
import Flipbook
import FlipbookSupport
import Foundation
import TestSupport
import Testing

/// The document and palette files: saved whole after every change, a corrupt file reported
/// and kept byte for byte.
@MainActor
@Suite("EmojiArt: document and palette stores")
struct StoreTests {
    @Test func aNewDocumentIsSavedAtTheFirstChangeInANewFolder() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("deep/er/doc.json")
        let document = try EmojiArtDocument(file: file)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        document.addEmoji("🍎", at: Emoji.Position(x: 1, y: 2), size: 40)
        let saved = try JSONDecoder().decode(EmojiArtModel.self, from: Data(contentsOf: file))
        #expect(saved == document.model)
        #expect(try folder.contents() == ["deep"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("deep/er").path) == ["doc.json"])
    }

    @Test func aCorruptDocumentIsReportedAndKept() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("doc.json")
        let bytes = Data("{\"emojis\": [".utf8)
        try bytes.write(to: file)
        #expect(throws: JSONStoreError.self) { try EmojiArtDocument(file: file) }
        let settings = try EmojiArtApp.settings(["document": file.path])
        #expect(throws: JSONStoreError.self) { try AppScene(launching: EmojiArtApp.self, size: CGSize(width: 390, height: 844), settings: settings) }
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func aReadOnlySampleIsNeverWritten() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("doc.json")
        try Data("{\"emojis\": [], \"lastID\": 0}".utf8).write(to: file)
        let document = try EmojiArtDocument(file: file, autosaves: false)
        document.addEmoji("🍎", at: .zero, size: 40)
        #expect(try String(contentsOf: file, encoding: .utf8) == "{\"emojis\": [], \"lastID\": 0}")
    }

    @Test func palettesAreTheNineBuiltInsUntilChangedThenSaved() throws {
        let folder = try TemporaryFolder()
        let file = folder.file("palettes.json")
        let store = PaletteStore(file: file)
        #expect(store.palettes.count == 9 && store.problem == nil)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        store.insert(name: "Mine", emojis: "🍎x🍎🌲")
        #expect(store.palette.name == "Mine" && store.palette.emojis == "🍎🌲")
        let reloaded = PaletteStore(file: file)
        #expect(reloaded.palettes.map(\.name) == store.palettes.map(\.name))
    }

    @Test func theListIsNeverEmpty() {
        var list = PaletteList([Palette(name: "One", emojis: "🍎", id: 1)])
        list.remove(at: 0)
        #expect(list.palettes == Palette.builtIns)
        #expect(PaletteList([]).palettes.count == 9)
        #expect(list.wrapped(-1) == 8 && list.wrapped(9) == 0)
    }

    @Test(arguments: ["[]", "[{\"name\": \"A\"}", "not json", "[{\"name\":\"A\",\"emojis\":\"🍎\",\"id\":1},{\"name\":\"B\",\"emojis\":\"🌲\",\"id\":1}]"])
    func aCorruptPaletteFileIsReportedKeptAndNotOverwritten(text: String) throws {
        let folder = try TemporaryFolder()
        let file = folder.file("palettes.json")
        try Data(text.utf8).write(to: file)
        let store = PaletteStore(file: file)
        #expect(store.problem?.hasPrefix(file.path) == true)
        #expect(store.palettes == Palette.builtIns)
        store.insert(name: "New", emojis: "🍎")
        #expect(store.problem?.contains("not saved, the file there is kept as it is") == true)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func theDefaultDocumentIsUnderXDGDataHome() throws {
        #expect(EmojiArtApp.defaultDocument(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/me"]).path == "/data/flipbook/emojiart.json")
        #expect(EmojiArtApp.defaultDocument(environment: ["HOME": "/home/me"]).path == "/home/me/.local/share/flipbook/emojiart.json")
    }
}
