import Flipbook
import Foundation
import Memorize
import TestSupport
import Testing

@Suite("assets/themes.json")
struct BuiltInThemesTests {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/themes.json")

    /// The colour names the engine can draw: the view model's list.
    static let drawable = Set(Color.named.keys)

    @Test func loadsAtLeastEightThemes() throws {
        let store = try ThemeStore(contentsOf: Self.url)
        #expect(store.themes.count >= 8)
        #expect(Set(store.names.map { $0.lowercased() }).count == store.themes.count)
    }

    @Test func everyThemeIsValidWithoutWarnings() throws {
        let store = try ThemeStore(contentsOf: Self.url)
        let (valid, warnings) = try store.validated(file: "themes.json", knownColorNames: Self.drawable,
                                                    knownIconNames: Set(SystemSymbol.knownNames))
        #expect(warnings == [])
        #expect(valid == store)
    }

    @Test func everyThemeHasEightSingleEmojisAColorAndAnIcon() throws {
        for theme in try ThemeStore(contentsOf: Self.url).themes {
            #expect(theme.emojis.count >= 8, "\(theme.name)")
            #expect(theme.emojis.allSatisfy { $0.count == 1 && !$0.allSatisfy(\.isASCII) }, "\(theme.name)")
            #expect(!theme.icon.isEmpty && !theme.name.isEmpty)
        }
    }

    @Test func showsOffEveryKindOfPairsAndColor() throws {
        let themes = try ThemeStore(contentsOf: Self.url).themes
        #expect(themes.contains { $0.pairs == .random })
        #expect(themes.contains { if case .fixed = $0.pairs { true } else { false } })
        #expect(themes.contains { if case .gradient = $0.color { true } else { false } })
        #expect(themes.contains { if case .rgba = $0.color { true } else { false } })
    }

    /// One theme per line, in the form the store writes: saving the themes unchanged
    /// rewrites the file byte for byte, so a saved file diffs line by line.
    @Test func isWrittenOneThemePerLineAsTheStoreWritesIt() throws {
        let text = try String(contentsOf: Self.url, encoding: .utf8)
        let store = try ThemeStore(contentsOf: Self.url)
        #expect(text.split(separator: "\n").count == store.themes.count + 2)
        #expect(try store.jsonData() == Data(text.utf8))
    }

    @Test func everyThemeMakesAPlayableGame() throws {
        for theme in try ThemeStore(contentsOf: Self.url).themes {
            let game = theme.makeGame(seed: 42)
            #expect(game.cards.count >= 4 && game.cards.count <= 2 * theme.emojis.count)
        }
    }
}
