import Flipbook
import Foundation
import Testing
import TestSupport

/// `render`, `solve`, `play` and `demo` come from one registry of apps; each app's settings
/// are options and script lines alike.
@Suite("flipbook: the registry of apps")
struct RegistryTests {
    @Test(arguments: [
        ("app sample\ntap card\nwait 0.2\n", "sample"),
        ("app memorize\ntheme Faces\nseed 2\ntap deck\nwait 0.2\n", "memorize"),
        ("app memorize\nscreen assignment1\ntap card 1\nwait 0.2\n", "memorize"),
        ("app set\nseed 3\ncolorblind on\nappearance dark\ntap card 1\nwait 0.2\n", "set"),
    ])
    func everyAppPlaysAScript(script: String, app: String) throws {
        let folder = try TemporaryFolder()
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "-o", folder.file("frames").path, "--fps", "10",
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("frames").path).sorted()
            == ["frame_00001.png", "frame_00002.png", "frame_00003.png"])
        #expect(try jsonObject(at: folder.file("end.json"))["app"] as? String == app)
    }

    @Test(arguments: [
        (["set", "--seed", "4", "--dealt", "15"], "app set\nseed 4\ndealt 15\n"),
        (["memorize", "--screen", "themes", "--appearance", "dark"], "app memorize\nscreen themes\nappearance dark\n"),
        (["sample"], "app sample\n"),
    ])
    func aRenderIsTheFirstFrameOfAScriptWithNoEvents(arguments: [String], script: String) throws {
        let folder = try TemporaryFolder()
        let render = try CommandRunner.run(["render"] + arguments + ["-o", folder.file("render.png").path])
        #expect(render.status == 0, "\(render.standardError)")
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let play = try CommandRunner.run(["play", folder.file("s.touches").path, "-o", folder.file("frames").path])
        #expect(play.status == 0, "\(play.standardError)")
        let still = try Bitmap(contentsOfPNG: folder.file("render.png"))
        let frame = try Bitmap(contentsOfPNG: folder.file("frames/frame_00001.png"))
        #expect(ImageComparison(reference: frame, actual: still).isMatch)
    }

    @Test(arguments: [
        (["render", "set", "--dealt", "81", "--color-blind"], ["set", "render", "--dealt", "81", "--color-blind"]),
        (["render", "memorize", "--theme=Animals", "--seed", "4"], ["memorize", "render", "--theme", "Animals", "--seed", "4"]),
    ])
    func bothSpellingsRenderTheSameBytes(registry: [String], app: [String]) throws {
        let folder = try TemporaryFolder()
        for (name, arguments) in [("a", registry), ("b", app)] {
            let result = try CommandRunner.run(arguments + ["-o", folder.file("\(name).png").path,
                                                            "--state-json", folder.file("\(name).json").path])
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(try Data(contentsOf: folder.file("a.png")) == Data(contentsOf: folder.file("b.png")))
        #expect(try Data(contentsOf: folder.file("a.json")) == Data(contentsOf: folder.file("b.json")))
    }

    @Test func bothSpellingsSolveTheSameGame() throws {
        let registry = try CommandRunner.run(["solve", "memorize", "--theme", "Faces", "--seed", "3"])
        let app = try CommandRunner.run(["memorize", "solve", "--theme", "Faces", "--seed", "3"])
        #expect(registry.status == 0 && app.status == 0)
        #expect(registry.standardOutput == app.standardOutput)
        #expect(registry.standardOutput.contains("theme Faces\nseed 3\n"))
    }

    @Test func anAppWithoutASolverSaysSo() throws {
        let result = try CommandRunner.run(["solve", "sample"])
        #expect(result.status != 0)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("flipbook: error: sample has no solver; apps with one: memorize, set"))
    }

    @Test func helpListsTheAppsAndTheirSettings() throws {
        let render = try CommandRunner.run(["render", "--help"])
        for word in ["sample:", "memorize:", "set:", "--theme NAME", "--screen chooser|game|themes|assignment1", "--dealt 12...81",
                     "--colorblind (or --color-blind)", "--seed", "--appearance", "--state-json", "--compression"] {
            #expect(render.standardOutput.contains(word), "\(word)")
        }
        let root = try CommandRunner.run(["--help"])
        for word in ["render", "solve", "play", "sample", "memorize", "set"] {
            #expect(root.standardOutput.contains("\n  \(word) "), "\(word)")
        }
        let set = try CommandRunner.run(["set", "render", "--help"])
        #expect(set.standardOutput.contains("--dealt 12...81") && !set.standardOutput.contains("--theme"))
    }

    /// A write that fails halfway (the file size limit is hit) leaves the old file and no
    /// temporary file, even for root.
    @Test func aWriteThatFailsHalfwayKeepsTheOldFileAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try Data("old".utf8).write(to: folder.file("board.png"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" set render -o \"$1\"",
                             CommandRunner.executable.path, folder.file("board.png").path]
        let error = Pipe()
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(message.contains("board.png': File too large"), "\(message)")
        #expect(try Data(contentsOf: folder.file("board.png")) == Data("old".utf8))
        #expect(try folder.contents() == ["board.png"])
    }
}
