import Foundation
import Testing
import TestSupport

@Suite("flipbook memorize themes")
struct ThemesCommandTests {
    /// Runs `flipbook memorize themes ARGUMENTS --store STORE`.
    static func themes(_ arguments: [String], store: URL) throws -> CommandResult {
        try CommandRunner.run(["memorize", "themes"] + arguments + ["--store", store.path])
    }

    @Test func listSeedsANewStoreWithTheBuiltInThemes() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        let result = try Self.themes(["list"], store: store)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.first == "Halloween: 8 pairs, orange, 👻🎃🕷️💀🦇🍬🧙🕸️😱🧛🍭🙀")
        #expect(!FileManager.default.fileExists(atPath: store.path), "written at the first change, not by a look")
    }

    @Test func aFailingCommandOnANewStoreLeavesNoFile() throws {
        let folder = try TemporaryFolder()
        let result = try Self.themes(["show", "Nope"], store: folder.file("new.json"))
        #expect(result.status == 64, "\(result.standardError)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func addShowAndRemoveATheme() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        let added = try Self.themes(["add", "--name", "Sea", "--emojis", "🐳a🐬 🐟🦈🐳🏳️‍🌈", "--pairs", "3", "--color", "teal"], store: store)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput == "added theme \"Sea\" to \(store.path)\n")
        let shown = try Self.themes(["show", "sea"], store: store)
        #expect(shown.status == 0)
        #expect(shown.standardOutput == """
            name: Sea
            id: Sea
            emojis: 🐳🐬🐟🦈🏳️‍🌈
            removed emojis: none
            pairs: 3 pairs
            color: #30B0C7

            """)
        #expect(try Self.themes(["list"], store: store).standardOutput.hasSuffix("Sea: 3 pairs, #30B0C7, 🐳🐬🐟🦈🏳️‍🌈\n"))
        let removed = try Self.themes(["remove", "SEA"], store: store)
        #expect(removed.status == 0 && removed.standardOutput == "removed theme \"Sea\" from \(store.path)\n")
        #expect(try Self.themes(["list"], store: store).standardOutput.split(separator: "\n").count == 10)
    }

    @Test(arguments: [
        (["show", "Chess"], "no theme named \"Chess\""),
        (["remove", "Chess"], "no theme named \"Chess\""),
        (["add", "--name", "Moon", "--emojis", "🌙 moon"], "has 1 different emoji(s); a theme needs at least 2"),
        (["add", "--name", "Moon", "--emojis", "abc"], "has 0 different emoji(s)"),
        (["add", "--name", "Moon", "--emojis", "🌙⭐", "--pairs", "3"], "3 pairs is out of range; with its emojis, 2 to 2"),
        (["add", "--name", "Moon", "--emojis", "🌙⭐", "--pairs", "1"], "1 pairs is out of range"),
        (["add", "--name", "Moon", "--emojis", "🌙⭐", "--color", "mauve"], "unknown color \"mauve\""),
        (["add", "--name", "halloween", "--emojis", "🌙⭐"], "there is already a theme named \"halloween\""),
        (["add", "--name", " ", "--emojis", "🌙⭐"], "a theme needs a name"),
        (["add", "--emojis", "🌙⭐"], "Missing expected argument '--name <NAME>'"),
    ])
    func badInputIsNamedAndLeavesTheStoreAsItWas(arguments: [String], problem: String) throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        #expect(try Self.themes(["add", "--name", "Fruit", "--emojis", "🍎🍐"], store: store).status == 0)
        let before = try Data(contentsOf: store)
        let result = try Self.themes(arguments, store: store)
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("flipbook: error: ") && result.standardError.contains(problem), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(try Data(contentsOf: store) == before)
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test(arguments: ["list", "add"])
    func aCorruptStoreIsRefusedInOneLineAndKept(command: String) throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        let bytes = Data("[{\"name\": \"Broken\",\n \"emojis\": [\"👻\"".utf8)
        try bytes.write(to: store)
        let arguments = command == "add" ? ["add", "--name", "Sea", "--emojis", "🐳🐬"] : ["list"]
        let result = try Self.themes(arguments, store: store)
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("flipbook: error: \(store.path): line 2, column "), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains("--reset-store --store \(store.path)"), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(try Data(contentsOf: store) == bytes)
        #expect(try folder.contents() == ["themes.json"], "nothing moved aside, nothing written")
    }

    @Test func resetStoreMovesACorruptStoreAsideAndStartsAfresh() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        let bytes = Data("[{\"name\": \"Broken\", \"emojis\": [\"👻\"".utf8)
        try bytes.write(to: store)
        let result = try Self.themes(["list", "--reset-store"], store: store)
        #expect(result.status == 0)
        #expect(result.standardError.hasPrefix("warning: \(store.path): ") && result.standardError.contains("themes.json.corrupt"))
        #expect(try Data(contentsOf: folder.file("themes.json.corrupt")) == bytes)
        #expect(result.standardOutput.split(separator: "\n").count == 10)
    }

    @Test func aStorePastFourMegabytesIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        let bytes = Data("[".utf8) + Data(repeating: 0x20, count: 5 << 20) + Data("]".utf8)
        try bytes.write(to: store)
        let result = try Self.themes(["list"], store: store)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("larger than 4 MB"), "\(result.standardError)")
        #expect(try Data(contentsOf: store) == bytes)
    }

    @Test func aStoreThatIsAFIFOIsRefusedAtOnce() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        #expect(mkfifo(store.path, 0o644) == 0)
        let result = try Self.themes(["list"], store: store)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("not a regular file"), "\(result.standardError)")
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func aStoreThatCannotBeReadForPermissionSaysSo() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        try Data("[]".utf8).write(to: store)
        chmod(store.path, 0)
        defer { chmod(store.path, 0o644) }
        let result = try Self.themes(["list"], store: store)
        #expect(result.status == 1)
        #expect(result.standardError.contains("Permission denied") && !result.standardError.contains("corrupt"))
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "a folder can be made read-only here"))
    func addingToAStoreThatCannotBeSavedFailsAndLosesNothing() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        #expect(try Self.themes(["add", "--name", "Fruit", "--emojis", "🍎🍐"], store: store).status == 0)
        let before = try Data(contentsOf: store)
        let result = try ReadOnlyFolder.with(folder.url) {
            try Self.themes(["add", "--name", "Sea", "--emojis", "🐳🐬"], store: store)
        }
        #expect(result.status == 1)
        #expect(result.standardError.contains("cannot be saved") && result.standardError.contains("themes.json"))
        #expect(try Data(contentsOf: store) == before)
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test func theDefaultStoreIsUnderXDGDataHome() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["memorize", "themes", "add", "--name", "Sea", "--emojis", "🐳🐬"],
                                           environment: ["XDG_DATA_HOME": folder.url.path])
        #expect(result.status == 0, "\(result.standardError)")
        let text = try String(contentsOf: folder.file("flipbook/themes.json"), encoding: .utf8)
        #expect(text.contains(#""name": "Sea""#) && text.contains(#""name": "Halloween""#))
    }

    @Test func helpShowsExamples() throws {
        let result = try CommandRunner.run(["memorize", "themes", "--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#"flipbook memorize themes add --name "Sea" --emojis "🐳🐬🐟🦈" \"#))
        #expect(result.standardOutput.contains("--pairs 3 --color teal\n"))
        #expect(["list", "show", "add", "remove"].allSatisfy { result.standardOutput.contains($0) })
    }

    @Test func aGameIsPlayedFromTheStoreAndItsStateListsTheThemes() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        #expect(try Self.themes(["add", "--name", "Sea", "--emojis", "🐳🐬🐟", "--color", "#ff000080"], store: store).status == 0)
        let result = try CommandRunner.run(["memorize", "render", "--store", store.path, "--theme", "sea",
                                            "-o", folder.file("sea.png").path, "--state-json", folder.file("state.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("state.json"))) as? [String: Any])
        let themes = try #require(state["themes"] as? [[String: Any]])
        #expect(themes.count == 11)
        let sea = try #require(themes.last)
        #expect(sea["id"] as? String == "Sea" && sea["name"] as? String == "Sea" && sea["pairs"] as? Int == 3)
        #expect(sea["emojis"] as? [String] == ["🐳", "🐬", "🐟"] && sea["removedEmojis"] as? [String] == [])
        let color = try #require(sea["color"] as? [String: Double])
        #expect(color["red"] == 1 && color["green"] == 0 && color["blue"] == 0 && abs((color["alpha"] ?? 0) - 128.0 / 255) < 1e-9)
        #expect((themes.first?["color"] as? [String: Double])?["alpha"] == 1)
        #expect((state["theme"] as? [String: Any])?["name"] as? String == "Sea")
    }

    @Test func aScriptNamesTheStoreWithAStoreSetting() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("themes.json")
        #expect(try Self.themes(["add", "--name", "Sea", "--emojis", "🐳🐬🐟"], store: store).status == 0)
        let script = "app memorize\nstore \(store.path)\ntheme Sea\ntap deck\nwait 3\n"
        try Data(script.utf8).write(to: folder.file("sea.touches"))
        let result = try CommandRunner.run(["play", folder.file("sea.touches").path, "--no-frames",
                                            "--state-json", folder.file("end.json").path])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("end.json"))) as? [String: Any])
        #expect((state["theme"] as? [String: Any])?["name"] as? String == "Sea")
        #expect((state["themes"] as? [[String: Any]])?.count == 11)
    }

    @Test func aScriptSettingInQuotesMeansTheValueInside() throws {
        let folder = try TemporaryFolder()
        let store = folder.file("my themes.json")
        #expect(try Self.themes(["add", "--name", "Sea Life", "--emojis", "🐳🐬🐟"], store: store).status == 0)
        let script = "app memorize\nstore \"\(store.path)\"\ntheme \"Sea Life\"\ntap deck\nwait 1\n"
        try Data(script.utf8).write(to: folder.file("sea.touches"))
        let result = try CommandRunner.run(["play", "sea.touches", "--no-frames", "--state-json", "end.json"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let state = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: folder.file("end.json"))) as? [String: Any])
        #expect((state["theme"] as? [String: Any])?["name"] as? String == "Sea Life")
        #expect(try folder.contents() == ["end.json", "my themes.json", "sea.touches"], "no folder named '\"'")
    }

    @Test(arguments: [["memorize", "themes", "list"], ["render", "memorize", "-o", "x.png"]])
    func aLoopOfLinksAsTheStoreIsRefused(command: [String]) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("a.json").path, withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("b.json").path, withDestinationPath: "a.json")
        let result = try CommandRunner.run(command + ["--store", "a.json"], in: folder.url)
        #expect(result.status == 1, "not the built-in themes: \(result.standardOutput)")
        #expect(result.standardError == "flipbook: error: a.json: cannot be read: Too many levels of symbolic links\n")
        #expect(try folder.contents() == ["a.json", "b.json"])
    }
}
