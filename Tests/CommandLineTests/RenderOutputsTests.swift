import Foundation
import Testing
import TestSupport

/// A render writes its image and its state, or neither.
@Suite("flipbook render: all outputs or none")
struct RenderOutputsTests {
    @Test func stateJSONThatCannotBeWrittenLeavesNoImage() throws {
        let folder = try TemporaryFolder()
        let state = folder.file("ro/s.json").path
        let result = try CommandRunner.run(["memorize", "render", "-o", folder.file("m.png").path, "--state-json", state])
        #expect(result.status == 1)
        #expect(result.standardError == "flipbook: error: cannot write '\(state)': No such file or directory\n")
        #expect(try folder.contents().isEmpty)
    }

    @Test func stateJSONIntoAFolderSaysSo() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("taken"), withIntermediateDirectories: false)
        let result = try CommandRunner.run(["render", "set", "-o", folder.file("s.png").path, "--state-json", folder.file("taken").path])
        #expect(result.status == 1)
        #expect(result.standardError.contains("Is a directory"), "\(result.standardError)")
        #expect(try folder.contents() == ["taken"])
    }

    @Test(arguments: [["memorize", "render"], ["render", "set"]])
    func stateJSONAndImageOnOnePathIsAnError(command: [String]) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("x.png").path
        let result = try CommandRunner.run(command + ["-o", path, "--state-json", path])
        #expect(result.status == 64)
        #expect(result.standardError.contains("--state-json and -o both name '\(path)'"), "\(result.standardError)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func aLinkToTheImageCountsAsTheSamePath() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json").path, withDestinationPath: "x.png")
        try Data([1]).write(to: folder.file("x.png"))
        let result = try CommandRunner.run(["render", "set", "-o", folder.file("x.png").path, "--state-json", folder.file("link.json").path])
        #expect(result.status == 64)
        #expect(try Data(contentsOf: folder.file("x.png")) == Data([1]), "nothing written")
    }

    @Test(arguments: [[], ["--screen", "themes"], ["--theme", "T"]])
    func aThemesFileWithNoPlayableThemeIsAnErrorNamingIt(extra: [String]) throws {
        let folder = try TemporaryFolder()
        try Data("[]".utf8).write(to: folder.file("t.json"))
        let result = try CommandRunner.run(["memorize", "render", "--themes", "t.json", "-o", "x.png"] + extra, in: folder.url)
        #expect(!result.wasKilledBySignal && result.status == 65, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("flipbook: error: t.json: no themes"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(try folder.contents() == ["t.json"])
    }

    @Test func anUnknownIconInAThemesFileIsNamed() throws {
        let folder = try TemporaryFolder()
        let theme = ##"[{"name": "A", "icon": "rocket.fancy", "color": "#ff00ff", "pairs": 2, "emojis": ["🍎", "🍐"]}]"##
        try Data(theme.utf8).write(to: folder.file("t.json"))
        let result = try CommandRunner.run(["memorize", "render", "--themes", "t.json", "-o", "x.png"], in: folder.url)
        #expect(result.status == 65)
        #expect(result.standardError.contains("rocket.fancy"), "\(result.standardError)")
        #expect(try folder.contents() == ["t.json"])
    }
}
