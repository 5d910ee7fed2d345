import Foundation
import Testing
import TestSupport

/// Memorize Themes through the command: the default store, and edits kept from run to run.
@Suite("flipbook memorize: the themes store of app runs")
struct ThemesAppCommandTests {
    @Test func appRunsUseTheDefaultStoreAndKeepEditsForTheNextRun() throws {
        let folder = try TemporaryFolder()
        let data = folder.file("data")
        let script = "app memorize\ntap button \"+\"\nwait 1\ntap field \"Add Emojis\"\ntype \"🐳\"\ntap button \"Done\"\nwait 1\n"
        try Data(script.utf8).write(to: folder.file("add.touches"))
        let play = try CommandRunner.run(["play", folder.file("add.touches").path, "--no-frames"],
                                         environment: ["XDG_DATA_HOME": data.path])
        #expect(play.status == 0, "\(play.standardError)")
        let store = data.appendingPathComponent("flipbook/themes.json")
        #expect(try String(contentsOf: store, encoding: .utf8).contains("\"New Theme\""))
        let render = try CommandRunner.run(["memorize", "render", "-o", folder.file("c.png").path, "--state-json", folder.file("c.json").path],
                                           environment: ["XDG_DATA_HOME": data.path])
        #expect(render.status == 0, "\(render.standardError)")
        let themes = try #require(try jsonObject(at: folder.file("c.json"))["themes"] as? [[String: Any]])
        #expect(themes.last?["name"] as? String == "New Theme")
        #expect((themes.last?["emojis"] as? [String])?.last == "🐳")
    }

    @Test func aStoreSettingWinsOverTheDefault() throws {
        let folder = try TemporaryFolder()
        let data = folder.file("data")
        let result = try CommandRunner.run(["memorize", "render", "--store", folder.file("mine.json").path, "-o", folder.file("c.png").path],
                                           environment: ["XDG_DATA_HOME": data.path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("mine.json").path), "a store is written at its first change")
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }
}
