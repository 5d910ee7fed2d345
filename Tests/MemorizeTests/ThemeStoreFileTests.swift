import Foundation
import Memorize
import Testing
import TestSupport

@Suite("The themes store on disk (Assignment VI, task 12)")
struct ThemeStoreFileTests {
    static let seed = ThemeStore(themes: [
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🕷️"], pairs: .fixed(3), color: .named("orange"), icon: "moon"),
        Theme(name: "Flags", emojis: ["🇫🇷", "🏳️‍🌈", "🏴‍☠️"], pairs: .random, color: .rgba(red: 0.2, green: 0.35, blue: 0.8, alpha: 1), icon: "flag"),
    ])

    static func open(_ url: URL) -> ThemeStoreFile {
        ThemeStoreFile(url: url, seed: seed) { (store, file) throws(ThemeStoreError) in
            store.themes.isEmpty ? (store, []) : try store.validated(file: file, knownColorNames: ["orange", "teal", "gray"])
        }
    }

    @Test func aNewStoreIsSeededAndWrittenInAFolderMadeForIt() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("data/flipbook/themes.json")
        let file = Self.open(url)
        #expect(file.store == Self.seed && file.problems.isEmpty && file.isSaved)
        #expect(try ThemeStore(contentsOf: url) == Self.seed)
    }

    @Test func everyChangeIsSavedAndComesBackTheSame() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        var file = Self.open(url)
        try file.store.edit(id: "Halloween") { (theme: inout Theme) throws(ThemeEditError) in
            try theme.rename("Spooky")
            try theme.removeEmoji("🕷️")
            theme.recolor(red: 1, green: 0.5, blue: 0, alpha: 0.75)
        }
        #expect(try ThemeStore(contentsOf: url) == file.store, "saved at once")
        let reopened = Self.open(url)
        #expect(reopened.store == file.store && reopened.problems.isEmpty)
        let theme = reopened.store.themes[0]
        #expect(theme.id == "Halloween" && theme.name == "Spooky" && theme.removedEmojis == ["🕷️"])
        #expect(theme.color == .rgba(red: 1, green: 0.5, blue: 0, alpha: 0.75))
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(#""id": "Halloween", "name": "Spooky""#) && text.contains(#""removedEmojis": ["🕷️"]"#))
    }

    @Test func aStoreThatIsNotARegularFileIsReportedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let device = folder.file("device.json"), directory = folder.file("folder.json")
        try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/null")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        for url in [device, directory] {
            let file = Self.open(url)
            #expect(file.store == Self.seed, "the built-in themes to play with")
            #expect(file.problems.count == 1 && file.problems[0].contains("not a regular file"), "\(file.problems)")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: device.path) == "/dev/null")
        #expect(try folder.contents() == ["device.json", "folder.json"], "nothing moved aside, nothing written")
    }

    @Test(arguments: ["[\n  {\"name\": \"A\",\n]\n", "not json", "{}", "",
                      #"[{"name": "A", "icon": "moon", "color": {"rgba": [1, 0]}, "pairs": 2, "emojis": ["🍎", "🍌"]}]"#])
    func aCorruptStoreIsMovedAsideByteForByteAndReported(text: String) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try Data(text.utf8).write(to: url)
        let file = Self.open(url)
        #expect(file.store == Self.seed)
        #expect(file.problems.count == 1)
        #expect(file.problems.first?.hasPrefix(url.path + ": ") == true, "\(file.problems)")
        #expect(file.problems.first?.contains("themes.json.corrupt") == true)
        #expect(try Data(contentsOf: folder.file("themes.json.corrupt")) == Data(text.utf8))
        #expect(try ThemeStore(contentsOf: url) == Self.seed, "a new store in its place")
        try Data(text.utf8).write(to: url)
        _ = Self.open(url)
        #expect(try folder.contents().contains("themes.json.corrupt-2"), "an earlier one is never overwritten")
    }

    @Test func aStoreHoldingAnUnusableThemeKeepsTheRestAndTheFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        let text = #"[{"name": "One", "icon": "moon", "color": "orange", "pairs": 2, "emojis": ["🍎"]},"#
            + #"{"name": "Two", "icon": "moon", "color": {"rgba": [2, 0, 0, 1]}, "pairs": 2, "emojis": ["🍎", "🍌"]}]"#
        try Data(text.utf8).write(to: url)
        let file = Self.open(url)
        #expect(file.store.names == ["Two"])
        #expect(file.store.themes[0].color == .rgba(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(file.problems.count == 1 && file.problems[0].contains("\"One\"") && file.problems[0].contains("clamped"))
        #expect(try Data(contentsOf: folder.file("themes.json.corrupt")) == Data(text.utf8))
    }

    @Test func anEmptyStoreIsAStore() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try Data("[]\n".utf8).write(to: url)
        let file = Self.open(url)
        #expect(file.store.themes.isEmpty && file.problems.isEmpty)
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "a folder can be made read-only here"))
    func aFailedSaveLeavesTheOldFileAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        var file = Self.open(url)
        let before = try Data(contentsOf: url)
        try ReadOnlyFolder.with(folder.url) {
            file.store.themes.removeFirst()
            #expect(!file.isSaved)
            #expect(file.problems.count == 1 && file.problems[0].contains("cannot be saved"), "\(file.problems)")
            let reopened = Self.open(url)
            #expect(reopened.store == Self.seed && reopened.problems.isEmpty)
        }
        #expect(try Data(contentsOf: url) == before, "the old file, whole")
        #expect(try folder.contents() == ["themes.json"], "no temporary file left")
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "a folder can be made read-only here"))
    func aCorruptStoreInAReadOnlyFolderIsReportedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try Data("oops".utf8).write(to: url)
        try ReadOnlyFolder.with(folder.url) {
            let file = Self.open(url)
            #expect(file.store == Self.seed && !file.problems.isEmpty)
        }
        #expect(try Data(contentsOf: url) == Data("oops".utf8))
        #expect(try folder.contents() == ["themes.json"])
    }

    @Test func theDefaultLocationFollowsXDG() {
        #expect(ThemeStoreFile.defaultURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path == "/data/flipbook/themes.json")
        #expect(ThemeStoreFile.defaultURL(environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/flipbook/themes.json")
        #expect(ThemeStoreFile.defaultURL(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/a"]).path
                == "/home/a/.local/share/flipbook/themes.json")
    }
}

@Suite("The themes store: fields of a newer version")
struct ThemeUnknownFieldsTests {
    @Test func aThemeKeepsFieldsItDoesNotKnowThroughAnEdit() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        let text = #"[{"name": "A", "icon": "moon", "color": "orange", "pairs": 2, "emojis": ["🍎", "🍌"], "#
            + #""sound": {"file": "a.wav", "volume": 0.5}, "z-order": 3}]"#
        try Data(text.utf8).write(to: url)
        var file = try ThemeStoreFile(refusingProblemsAt: url, seed: ThemeStoreFileTests.seed) { store, _ in (store, []) }
        file.store.themes[0].name = "Renamed"
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved.contains(#""name": "Renamed""#))
        #expect(saved.contains(#""sound": {"file":"a.wav","volume":0.5}"#), "\(saved)")
        #expect(saved.contains(#""z-order": 3"#), "\(saved)")
    }
}
