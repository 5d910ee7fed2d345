import Flipbook
import Foundation
import Testing
import TestSupport

/// `flipbook emojiart render` and `app emojiart` scripts through the built binary.
@Suite("flipbook emojiart")
struct EmojiArtCommandTests {
    @Test func renderWritesThePictureAndTheStateInTheIssuesFormat() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["emojiart", "render", "--sample", "garden", "--size", "390x844", "--appearance", "dark",
                                            "-o", folder.file("garden.png").path, "--state-json", folder.file("state.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try Bitmap(contentsOfPNG: folder.file("garden.png")).size == PixelSize(width: 390, height: 844))
        let state = try jsonObject(at: folder.file("state.json"))
        #expect(Set(state.keys) == ["app", "viewport", "zoom", "pan", "selection", "background", "emojis", "palette", "palettes"])
        #expect(state["background"] as? String == "garden.png")
        #expect((state["emojis"] as? [[String: Any]])?.first.map { Set($0.keys) } == ["id", "string", "x", "y", "size"])
        #expect(state["viewport"] as? [String: Double] == ["x": 0, "y": 44, "width": 390, "height": 655])
    }

    @Test func aNewDocumentHasANullBackgroundAndIsNotWrittenByARender() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["render", "emojiart", "--document", folder.file("doc.json").path,
                                            "-o", folder.file("doc.png").path, "--state-json", folder.file("state.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: folder.file("state.json"), encoding: .utf8)
        #expect(text.contains("\"background\" : null"))
        #expect(try folder.contents() == ["doc.png", "state.json"])
    }

    @Test func aScriptAddsAnEmojiFromThePaletteAndSavesTheDocument() throws {
        let folder = try TemporaryFolder()
        let script = """
        app emojiart
        document \(folder.file("doc.json").path)
        drag palette "🚗" -> 200,300 over 0.6
        """
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "-o", folder.file("frames").path, "--fps", "10"])
        #expect(result.status == 0, "\(result.standardError)")
        let saved = try jsonObject(at: folder.file("doc.json"))
        let emojis = try #require(saved["emojis"] as? [[String: Any]])
        #expect(emojis.count == 1 && emojis[0]["string"] as? String == "🚗")
    }

    @Test func thePalettesDemoScriptEndsOnThePaletteChosenFromGoTo() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", Repository.path("assets/scripts/emojiart-palettes.touches"), "--no-frames",
                                            "--fps", "10", "-o", folder.file("frames").path, "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try jsonObject(at: folder.file("end.json"))
        #expect(state["palettes"] as? [String] == ["Vehicles", "Food", "Flora", "Animals", "Animal Faces", "Weather", "Music", "Faces"],
                "Sports deleted in the manager")
        let palette = try #require(state["palette"] as? [String: Any])
        #expect(palette["name"] as? String == "Animals" && palette["index"] as? Int == 3, "chosen from Go To: \(palette)")
        let emojis = try #require(state["emojis"] as? [[String: Any]])
        #expect(emojis.contains { $0["string"] as? String == "🦄" }, "the emoji typed into the editor, dragged in")
    }

    @Test func aCorruptDocumentIsOneLineAndKept() throws {
        let folder = try TemporaryFolder()
        try Data("{\"emojis\": 3}".utf8).write(to: folder.file("doc.json"))
        let result = try CommandRunner.run(["emojiart", "render", "--document", folder.file("doc.json").path, "-o", folder.file("x.png").path])
        #expect(result.status == 65)
        // "Error: " on this branch, "flipbook: error: " once merged with main's one-line errors.
        let firstLine = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.contains("\(folder.file("doc.json").path): emojis: Expected to decode Array<Any> but found number instead; fix it"))
        #expect(firstLine.hasSuffix("start afresh with --reset-document (a 'reset-document' line in a touch script), which keeps it as doc.json.corrupt"))
        #expect(try String(contentsOf: folder.file("doc.json"), encoding: .utf8) == "{\"emojis\": 3}")
        #expect(try folder.contents() == ["doc.json"])
    }

    @Test func anEmojiThatIsNotThereNamesTheLine() throws {
        let folder = try TemporaryFolder()
        try Data("app emojiart\nsample emojis\ntap emoji 99\n".utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "-o", folder.file("frames").path])
        #expect(result.status != 0)
        #expect(result.standardError.contains(":3:"))
        #expect(result.standardError.contains("emoji 99"))
    }

    @Test func aRunWithoutFramesOrTouchesReportsTheViewportADrawnRunDoes() throws {
        let folder = try TemporaryFolder()
        try Data("app emojiart\ndocument \(folder.file("doc.json").path)\nwait 0.1\n".utf8).write(to: folder.file("s.touches"))
        let undrawn = try CommandRunner.run(["play", folder.file("s.touches").path, "--no-frames", "--state-json", folder.file("a.json").path])
        let drawn = try CommandRunner.run(["play", folder.file("s.touches").path, "-o", folder.file("frames").path, "--fps", "10",
                                           "--state-json", folder.file("b.json").path])
        #expect(undrawn.status == 0 && drawn.status == 0, "\(undrawn.standardError)\(drawn.standardError)")
        let viewport = { (name: String) in try #require(try jsonObject(at: folder.file(name))["viewport"] as? [String: Double]) }
        #expect(try viewport("a.json") == viewport("b.json"))
        #expect(try viewport("a.json")["width"] == 390)
    }
}
