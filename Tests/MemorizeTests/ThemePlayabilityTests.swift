import Flipbook
import FlipbookSupport
import Foundation
import Memorize
import TestSupport
import Testing

@Suite("Themes files a game can be played from")
struct ThemePlayabilityTests {
    static let colors = Set(Color.named.keys)
    static let icons = Set(SystemSymbol.knownNames)

    static func line(name: String = "A", icon: String = "star", color: String = "\"red\"", emojis: String = #"["🍎","🍌"]"#) -> String {
        #"{"name": "\#(name)", "icon": "\#(icon)", "color": \#(color), "pairs": 2, "emojis": \#(emojis)}"#
    }

    /// Reads and validates a themes file holding `text`.
    static func playable(_ text: String) throws(ThemeStoreError) -> (store: ThemeStore, warnings: [String]) {
        let folder = try! TemporaryFolder()
        let url = folder.file("t.json")
        try! Data(text.utf8).write(to: url)
        return try ThemeStore.playable(contentsOf: url, knownColorNames: colors, knownIconNames: icons)
    }

    static func message(_ text: String) -> String {
        do {
            _ = try playable(text)
            return "playable"
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        ("[]", "no themes: a game needs at least one theme with 2 or more different emojis"),
        ("[\(line(emojis: #"["🍎"]"#)), \(line(name: "B", emojis: "[]"))]",
         #"no theme can be played, a game needs 2 or more different emojis: theme 1 ("A") has 1, theme 2 ("B") has 0"#),
        ("[\(line(emojis: #"["🍎","🍎"," "]"#))]", "no theme can be played"),
        ("[\(line()), \(line(name: "B", icon: "pawprnt"))]", #"theme 2 ("B") has an unknown icon "pawprnt""#),
        ("[\(line()), \(line(name: " a "))]", #"themes 1 and 2 are both named " a ""#),
    ])
    func unplayableFilesAreErrorsNamingTheFile(text: String, message: String) {
        let description = Self.message(text)
        #expect(description.contains("t.json: "), "\(description)")
        #expect(description.contains(message), "\(description)")
    }

    @Test func anEmptyIconFallsBackOnOneTheAppDraws() throws {
        #expect(Self.icons.contains(Theme.fallbackIcon))
        let (store, warnings) = try Self.playable("[\(Self.line(icon: " "))]")
        #expect(store.themes[0].icon == Theme.fallbackIcon && warnings.count == 1)
    }

    @Test func aPlayableStoreAlwaysMakesAGame() throws {
        let text = "[\(Self.line(emojis: #"["🍎"]"#)), \(Self.line(name: "B", emojis: #"["🍎","🍌","🍎"]"#))]"
        let (store, warnings) = try Self.playable(text)
        #expect(store.names == ["B"])
        #expect(warnings.count == 2, "A left out, B's duplicate removed: \(warnings)")
        for seed in 0..<20 as Range<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let theme = try #require(store.themes.randomElement(using: &generator))
            let game = EmojiMemoryGame(theme: theme, generator: generator, clock: VirtualClock())
            #expect(game.cards.count >= 4)
        }
    }

    @Test(arguments: [
        ("\"#ff00ff\"", ThemeColor.rgba(red: 1, green: 0, blue: 1, alpha: 1)),
        ("\"#FF00FF80\"", .rgba(red: 1, green: 0, blue: 1, alpha: 128.0 / 255)),
        ("\" #00ff00 \"", .rgba(red: 0, green: 1, blue: 0, alpha: 1)),
        (##"{"gradient": ["#ff0000", "orange"]}"##, .gradient(["#ff0000", "orange"])),
        (##"{"gradient": ["#ff0000", "nope"]}"##, .rgba(red: 1, green: 0, blue: 0, alpha: 1)),
    ])
    func colorsAcceptWhatTheCommandLineAccepts(json: String, color: ThemeColor) throws {
        let (store, _) = try Self.playable("[\(Self.line(color: json))]")
        #expect(store.themes[0].color == color)
    }

    @Test(arguments: ["\"#ff00f\"", "\"#gg0000\"", "\"ff00ff\""])
    func malformedHexIsAnUnknownColor(json: String) throws {
        let (store, warnings) = try Self.playable("[\(Self.line(color: json))]")
        #expect(store.themes[0].color == .named("gray"))
        #expect(warnings.count == 1 && warnings[0].contains("unknown color"))
    }

    @Test func hexColorsAreDrawn() {
        let paint = ThemePalette.paint(for: .gradient(["#ff0000", "blue"]))
        guard case let .linearGradient(gradient) = paint else {
            Issue.record("not a gradient: \(paint)")
            return
        }
        #expect(gradient.gradient.stops.first?.color == Color(hex: 0xFF0000))
    }

    @Test func folderGivenAsAThemesFileSaysSo() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ThemeStoreError.unreadable(file: folder.url.relativePath, reason: "Is a directory")) {
            try ThemeStore(contentsOf: folder.url)
        }
    }

    // MARK: - Long names and lists

    @Test func unknownThemeErrorsCutLongNamesAndLists() {
        let store = ThemeStore(themes: (1...500).map {
            Theme(name: "Theme \($0)", emojis: ["🍎", "🍌"], pairs: .fixed(2), color: .named("red"), icon: "star")
        })
        do {
            _ = try store.theme(named: String(repeating: "x", count: 1_000_000))
            Issue.record("found")
        } catch {
            #expect(error.description.count < 1_000, "\(error.description.count) characters")
            #expect(error.description.contains("… and 488 more"))
            #expect(error.description.contains("(1000000 characters)"))
        }
    }

    @Test func unknownThemeInAnEmptyStoreSaysThereAreNone() {
        #expect(throws: ThemeStoreError.self) { try ThemeStore().theme(named: "T") }
        #expect(ThemeStoreError.unknownTheme(name: "T", knownNames: []).description == #"no theme named "T": there are no themes"#)
    }
}
