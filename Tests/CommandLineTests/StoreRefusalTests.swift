import Foundation
import Testing
import TestSupport

/// A document or palettes file that cannot be used is refused in one line, with 65 for bad
/// data, and left as it is; a FIFO or a loop of links is refused at once.
@Suite("flipbook emojiart: documents and palettes refused")
struct StoreRefusalTests {
    private func render(document: URL, in folder: TemporaryFolder) throws -> CommandResult {
        try CommandRunner.run(["emojiart", "render", "--document", document.path, "-o", folder.file("x.png").path])
    }

    @Test func aLoopOfLinksAsTheDocumentIsRefused() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("a.json").path, withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("b.json").path, withDestinationPath: "a.json")
        let result = try render(document: folder.file("a.json"), in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("Too many levels of symbolic links"), "\(result.standardError)")
        #expect(try folder.contents() == ["a.json", "b.json"])
    }

    @Test func aFIFOAsTheDocumentIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.file("doc.json").path, 0o644) == 0)
        let result = try render(document: folder.file("doc.json"), in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("not a regular file"), "\(result.standardError)")
    }

    @Test(arguments: [("[]", "a palette list needs at least one palette"),
                      (#"[{"name":"A","emojis":"🍎","id":1},{"name":"B","emojis":"🌲","id":1}]"#, "two palettes have the same id"),
                      (#"[{"name":"A","emojis":"🍎","id":9223372036854775807}]"#, "id 9223372036854775807 is out of range")])
    func aPalettesFileThatIsNoListIsRefusedSayingWhy(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        let palettes = folder.file("emojiart-palettes.json")
        try Data(text.utf8).write(to: palettes)
        let result = try render(document: folder.file("doc.json"), in: folder)
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains("\(palettes.path): \(message)"), "\(result.standardError)")
        #expect(!result.standardError.contains("not valid JSON"))
        #expect(try String(contentsOf: palettes, encoding: .utf8) == text)
        #expect(try folder.contents() == ["emojiart-palettes.json"])
    }

    @Test func aDocumentWithAnIDAtIntMaxIsRefusedBeforeADrop() throws {
        let folder = try TemporaryFolder()
        let document = folder.file("doc.json")
        let text = #"{"lastID": 9223372036854775807, "emojis": []}"#
        try Data(text.utf8).write(to: document)
        let result = try render(document: document, in: folder)
        #expect(!result.wasKilledBySignal)
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains("out of range"), "\(result.standardError)")
        #expect(try String(contentsOf: document, encoding: .utf8) == text)
    }
}
