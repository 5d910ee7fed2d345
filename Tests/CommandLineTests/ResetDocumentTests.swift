import Foundation
import Testing
import TestSupport

/// `--reset-document` (`reset-document` in a script): starting afresh, on purpose, from an
/// EmojiArt document or palettes file that cannot be read as one, keeping it whole.
@Suite("flipbook emojiart --reset-document")
struct ResetDocumentTests {
    private static let corruptDocument = Data("{\"emojis\": [".utf8)
    private static let corruptPalettes = Data("[]".utf8)

    /// A folder holding a corrupt `doc.json` and a corrupt `emojiart-palettes.json`.
    private func corruptFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try Self.corruptDocument.write(to: folder.file("doc.json"))
        try Self.corruptPalettes.write(to: folder.file("emojiart-palettes.json"))
        return folder
    }

    @Test func withoutItBothFilesAreRefusedAndKept() throws {
        let folder = try corruptFolder()
        let result = try CommandRunner.run(["emojiart", "render", "--document", folder.file("doc.json").path, "-o", folder.file("x.png").path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("--reset-document"), "\(result.standardError)")
        #expect(try folder.contents() == ["doc.json", "emojiart-palettes.json"])
        #expect(try Data(contentsOf: folder.file("doc.json")) == Self.corruptDocument)
    }

    @Test func renderMovesBothAsideWholeAndStartsAfresh() throws {
        let folder = try corruptFolder()
        let result = try CommandRunner.run(["emojiart", "render", "--document", folder.file("doc.json").path, "--reset-document",
                                            "-o", folder.file("x.png").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try folder.contents() == ["doc.json.corrupt", "emojiart-palettes.json.corrupt", "x.png"])
        #expect(try Data(contentsOf: folder.file("doc.json.corrupt")) == Self.corruptDocument)
        #expect(try Data(contentsOf: folder.file("emojiart-palettes.json.corrupt")) == Self.corruptPalettes)
        #expect(result.standardError.contains("moved aside, kept as it was, to \(folder.file("doc.json.corrupt").path)"), "\(result.standardError)")
    }

    @Test func aScriptLineStartsAfreshAndAnEarlierCopyAsideIsKept() throws {
        let folder = try corruptFolder()
        try Data("older".utf8).write(to: folder.file("doc.json.corrupt"))
        let script = "app emojiart\ndocument \(folder.file("doc.json").path)\nreset-document\ndrop text \"🍎\" at 200,400\nwait 0.1\n"
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--no-frames"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Data(contentsOf: folder.file("doc.json.corrupt")) == Data("older".utf8))
        #expect(try Data(contentsOf: folder.file("doc.json.corrupt-2")) == Self.corruptDocument)
        #expect(try String(contentsOf: folder.file("doc.json"), encoding: .utf8).contains("🍎"), "the fresh document is saved")
    }

    @Test func aFileThatCannotBeReadIsNotMovedEvenWhenAsked() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("doc.json"), withIntermediateDirectories: true)
        let result = try CommandRunner.run(["emojiart", "render", "--document", folder.file("doc.json").path, "--reset-document",
                                            "-o", folder.file("x.png").path])
        #expect(result.status != 0)
        #expect(try folder.contents() == ["doc.json"])
    }
}
