import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("Touch scripts: settings an app knows, files, long values")
struct TouchScriptSettingsTests {
    private static let memorizeKeys: Set<String> = ["theme", "seed", "appearance", "screen"]

    @Test(arguments: [
        ("wiat 1", 1, 1, "'wiat' is not an event (tap, drag, pinch, wait, type, drop, swipe, long-press, scroll) or a setting of memorize "
            + "(appearance, screen, seed, theme); did you mean 'wait'?"),
        ("tapp button \"Move\"", 1, 1, "did you mean 'tap'?"),
        ("# a comment\n  thme Halloween", 2, 3, "did you mean 'theme'?"),
        ("hello", 1, 1, "'hello' is not an event"),
    ])
    func unknownLinesAreErrorsWithTheirPlace(line: String, number: Int, column: Int, message: String) {
        let text = "app memorize\n" + line + "\ntap deck\n"
        let error = #expect(throws: TouchScriptError.self) {
            try TouchScript(parsing: text, settingKeys: Self.memorizeKeys)
        }
        #expect(error?.line == number + 1)
        #expect(error?.column == column)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func unknownLineFarFromEverythingHasNoSuggestion() {
        let error = #expect(throws: TouchScriptError.self) {
            try TouchScript(parsing: "hello", settingKeys: Self.memorizeKeys)
        }
        #expect(error?.message.contains("did you mean") == false)
        #expect(error?.message.contains("a setting of this app") == true, "no app line: \(error?.message ?? "")")
    }

    @Test func knownSettingsPass() throws {
        let script = try TouchScript(parsing: "app memorize\ntheme Animals\nseed 3\ntap deck", settingKeys: Self.memorizeKeys)
        #expect(script.settings.map(\.key) == ["theme", "seed"])
    }

    @Test func withoutKeysAnyNamedSettingIsKeptForTheAppToCheckLater() throws {
        let script = try TouchScript(parsing: "app memorize\nwiat 1\ntap deck")
        #expect(script.settings.map(\.key) == ["wiat"])
        #expect(throws: TouchScriptError.self) { try script.checkSettings(knownKeys: Self.memorizeKeys) }
        #expect(throws: Never.self) { try script.checkSettings(knownKeys: Self.memorizeKeys.union(["wiat"])) }
    }

    @Test func fileScriptsKnowTheirFileAndItsErrorsNameIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("game.touches")
        try Data("app memorize\nwiat 1\ntap deck\n".utf8).write(to: url)
        let script = try TouchScript(contentsOf: url)
        #expect(script.file == url.path)
        #expect(script == TouchScript(app: "memorize", settings: [.init(key: "wiat", value: "1", line: 2)],
                                      events: [TouchEvent(.tap(.named("deck", index: nil, label: nil)), line: 3)]),
                "equal although one came from a file")
        let checked = #expect(throws: TouchScriptError.self) { try script.checkSettings(knownKeys: Self.memorizeKeys) }
        #expect(checked?.description.hasPrefix("\(url.path):2:1: 'wiat' is not an event") == true)
        let parsed = #expect(throws: TouchScriptError.self) { try TouchScript(contentsOf: url, settingKeys: Self.memorizeKeys) }
        #expect(parsed == checked)
    }

    @Test func folderGivenAsAScriptSaysSo() throws {
        let folder = try TemporaryFolder()
        let error = #expect(throws: TouchScriptError.self) { try TouchScript(contentsOf: folder.url) }
        #expect(error?.message == "cannot read the touch script: Is a directory")
    }

    @Test func eventsKnowTheirColumn() throws {
        let script = try TouchScript(parsing: "wait 1\n\t  tap 1,1")
        #expect(script.events.map(\.column) == [1, 4])
        #expect(script.duration == 1)
    }

    // MARK: - Long values

    @Test func longTokensAreCutInMessages() {
        let name = String(repeating: "a", count: 1_000_000)
        let error = #expect(throws: TouchScriptError.self) { try TouchScript(parsing: "tap deck " + name) }
        #expect((error?.message.count ?? .max) < 200)
        #expect(error?.message.contains("… (1000000 characters)") == true, "\(error?.message ?? "")")
    }

    @Test func longUnknownKeysAreCutToo() {
        let error = #expect(throws: TouchScriptError.self) {
            try TouchScript(parsing: String(repeating: "k", count: 100_000), settingKeys: Self.memorizeKeys)
        }
        #expect((error?.message.count ?? .max) < 300)
    }

    @Test func excerptsKeepShortValuesAndCountTheRest() {
        #expect(Excerpt.of("Halloween") == "Halloween")
        #expect(Excerpt.of("a\nb\tc") == "a\\nb\\tc")
        #expect(Excerpt.of(String(repeating: "x", count: 61)) == String(repeating: "x", count: 60) + "… (61 characters)")
        #expect(Excerpt.list(["a", "b"]) == "a, b")
        #expect(Excerpt.list((1...500).map(String.init)) == (1...12).map(String.init).joined(separator: ", ") + ", … and 488 more")
    }
}
