import Foundation
import Memorize
import TestSupport
import Testing

@Suite("ThemeStore")
struct ThemeStoreTests {
    static let themes = [
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🕷️"], pairs: .fixed(3), color: .named("orange"), icon: "moon"),
        Theme(name: "Flags", emojis: ["🇫🇷", "🏳️‍🌈", "🏴‍☠️"], pairs: .random,
              color: .rgba(red: 0.2, green: 0.35, blue: 0.8, alpha: 1), icon: "flag"),
        Theme(name: #"Food "&" Drink / \ Snacks"#, emojis: ["🍎", "🍌", "🍕"], pairs: .fixed(2), color: .gradient(["yellow", "red"]),
              icon: "fork.knife"),
    ]

    static let validLine = #"{"name": "A", "icon": "star", "color": "red", "pairs": 2, "emojis": ["🍎","🍌"]}"#

    /// Writes `text` to `themes.json` in a new folder.
    static func file(_ text: String) throws -> (folder: TemporaryFolder, url: URL) {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try Data(text.utf8).write(to: url)
        return (folder, url)
    }

    static func loadError(_ text: String) throws -> String {
        let (_, url) = try file(text)
        do {
            _ = try ThemeStore(contentsOf: url)
            return "loaded"
        } catch {
            #expect(error.description.hasPrefix(url.path + ": "))
            #expect(!error.description.contains("\n"))
            return error.description
        }
    }

    @Test func savedThemesLoadBackTheSame() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try ThemeStore(themes: Self.themes).save(to: url)
        #expect(try ThemeStore(contentsOf: url).themes == Self.themes)
    }

    @Test func savingWritesOneThemePerLineAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try ThemeStore(themes: Self.themes).save(to: url)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == Self.themes.count + 2)
        #expect(lines.first == "[" && lines.last == "]")
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test func savingReplacesAValidFile() throws {
        let (folder, url) = try Self.file("[\n  \(Self.validLine)\n]\n")
        try ThemeStore(themes: Self.themes).save(to: url)
        #expect(try ThemeStore(contentsOf: url).themes == Self.themes)
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test func aSyntaxErrorNamesTheFileLineAndColumn() throws {
        let message = try Self.loadError("[\n  \(Self.validLine),\n  {\"name\": \"B\" \"icon\": \"x\"}\n]\n")
        #expect(message.contains("line 3, column 16"))  // where "icon" starts
        #expect(message.contains("not valid JSON"))
    }

    @Test func aWrongValueNamesTheThemeAndField() throws {
        let bad = Self.validLine.replacingOccurrences(of: #""pairs": 2"#, with: #""pairs": "lots""#)
        let message = try Self.loadError("[\n  \(Self.validLine),\n  \(bad)\n]\n")
        #expect(message.contains("theme 2, pairs") && message.contains("random"))
    }

    @Test(arguments: [
        ("", "empty"), ("{}", "list of themes"), ("[{\"name\": \"A\"}]", "theme 1"), ("[1,", "not valid JSON"),
    ])
    func otherMalformedFilesAreDescribed(text: String, expected: String) throws {
        #expect(try Self.loadError(text).contains(expected))
    }

    @Test func aMissingFileIsUnreadable() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ThemeStoreError.self) { try ThemeStore(contentsOf: folder.file("none.json")) }
    }

    @Test(arguments: ["[\n  {\"name\": \"A\",\n]\n", "not json at all", "{}", ""])
    func aMalformedFileIsNeverOverwritten(text: String) throws {
        let (folder, url) = try Self.file(text)
        do {
            try ThemeStore(themes: Self.themes).save(to: url)
            Issue.record("saving over a malformed file should be refused")
        } catch {
            guard case .refusedToOverwriteMalformedFile = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(error.description.hasPrefix(url.path + ": not saved"))
        }
        #expect(try Data(contentsOf: url) == Data(text.utf8))
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test(arguments: ["Flags", "flags", " FLAGS "])
    func themesAreFoundByNameIgnoringCase(name: String) throws {
        #expect(try ThemeStore(themes: Self.themes).theme(named: name).name == "Flags")
    }

    @Test func anUnknownNameListsTheKnownOnes() {
        do {
            _ = try ThemeStore(themes: Self.themes).theme(named: "Planets")
            Issue.record("Planets should not be found")
        } catch {
            #expect(error == .unknownTheme(name: "Planets", knownNames: Self.themes.map(\.name)))
            #expect(error.description.contains("\"Planets\"") && error.description.contains("Halloween, Flags, Food"))
        }
    }

    @Test func validationDropsUnusableThemesWithAWarning() throws {
        let unusable = Theme(name: "Lonely", emojis: ["🌙"], pairs: .fixed(2), color: .named("blue"), icon: "moon")
        let store = ThemeStore(themes: Self.themes + [unusable])
        let (valid, warnings) = try store.validated(file: "t.json", knownColorNames: ["orange", "yellow", "red", "blue"])
        #expect(valid.names == Self.themes.map(\.name))
        #expect(warnings.count == 1 && warnings[0].contains("Lonely") && warnings[0].hasSuffix("left out"))
    }

    @Test func duplicateNamesAreAnError() {
        var duplicate = Self.themes[0]
        duplicate.name = " HALLOWEEN"
        let store = ThemeStore(themes: Self.themes + [duplicate])
        #expect(throws: ThemeStoreError.duplicateThemeName(file: "t.json", name: " HALLOWEEN", first: 1, second: 4)) {
            try store.validated(file: "t.json", knownColorNames: ["orange"])
        }
    }
}
