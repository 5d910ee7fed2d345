import Flipbook
import Foundation
import Memorize

/// Memorize for touch scripts: `app memorize`, `theme NAME`, `seed N`, `appearance dark`,
/// `screen assignment1` (the Assignment I screen), then taps on
/// `card N`, `deck`, `button "New Game"`, `button "Shuffle"` or points.
enum MemorizeApp: ScriptedApp {
    static let name = "memorize"

    static func makeSession(size: Size, seed: UInt64, settings: [TouchScript.Setting]) throws -> AppSession {
        let store = try MemorizeThemes.load(from: nil)
        let themeName = settings.last { $0.key == "theme" }?.value
        let theme = try themeName.map { try store.theme(named: $0) }
        let appearance = try settings.last { $0.key == "appearance" }.map { try MemorizeThemes.appearance($0.value) } ?? .light
        let seed = try ScriptSettings.seed(in: settings, default: seed)
        if settings.last(where: { $0.key == "screen" })?.value == "assignment1" {
            return assignmentOne(size: size, seed: seed, appearance: appearance)
        }
        let clock = VirtualClock()
        let game = EmojiMemoryGame(themes: store.themes, theme: theme, seed: seed, clock: clock)
        let player = Player(size: size, clock: clock, colorScheme: appearance) { EmojiMemoryGameView(game: game) }
        return AppSession(player: player) { try MemorizeState(game).jsonData() }
    }

    /// Assignment I: `screen assignment1`, then `button "Animals"`, `card N`.
    private static func assignmentOne(size: Size, seed: UInt64, appearance: Appearance) -> AppSession {
        final class Box { var game: AssignmentOneGame; init(_ game: AssignmentOneGame) { self.game = game } }
        let box = Box(AssignmentOneView.standardGame(seed: seed))
        let player = Player(size: size, colorScheme: appearance) { AssignmentOneView.standard(box.game) { change in change(&box.game) } }
        return AppSession(player: player) {
            try JSONSerialization.data(withJSONObject: ["app": name, "screen": "assignment1", "theme": box.game.chosenTheme,
                                                        "cards": box.game.cards.map(\.emoji)], options: [.sortedKeys])
        }
    }
}

/// Loading and checking Memorize's themes for the command line.
enum MemorizeThemes {
    /// The themes of `file`, or the built-in `assets/themes.json`, each validated; warnings go
    /// to standard error, one line each.
    static func load(from file: String?) throws -> ThemeStore {
        let url = try file.map { URL(fileURLWithPath: $0) } ?? Assets.url("themes.json")
        var store = try ThemeStore(contentsOf: url)
        store.themes = store.themes.compactMap { theme in
            do {
                let validation = try theme.validated(knownColorNames: ThemePalette.knownColorNames)
                validation.warnings.forEach { FileHandle.standardError.write(Data("warning: \($0)\n".utf8)) }
                return validation.theme
            } catch {
                FileHandle.standardError.write(Data("warning: \(error); theme left out\n".utf8))
                return nil
            }
        }
        return store
    }

    static func appearance(_ text: String) throws -> Appearance {
        guard let appearance = Appearance(rawValue: text.lowercased()) else {
            throw ValidationErrorMessage("unknown appearance '\(text)': use light or dark")
        }
        return appearance
    }
}

/// An error that is just its message.
struct ValidationErrorMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The final state of a Memorize game, as `--state-json` writes it.
struct MemorizeState: Encodable {
    struct ThemeState: Encodable {
        let name: String, emojis: [String], pairs: Int, color: String
    }

    struct CardState: Encodable {
        let id: String, content: String, isFaceUp: Bool, isMatched: Bool, hasBeenSeen: Bool
    }

    let app = "memorize"
    let theme: ThemeState
    let score: Int
    let bonusScore: Int
    let cards: [CardState]

    init(_ game: EmojiMemoryGame) {
        theme = ThemeState(name: game.theme.name, emojis: game.theme.emojis, pairs: game.cards.count / 2,
                           color: Self.describe(game.theme.color))
        score = game.score
        bonusScore = game.bonusScore
        cards = game.cards.map {
            CardState(id: $0.id, content: $0.content, isFaceUp: $0.isFaceUp, isMatched: $0.isMatched, hasBeenSeen: $0.hasBeenSeen)
        }
    }

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    private static func describe(_ color: ThemeColor) -> String {
        switch color {
        case let .named(name): name
        case let .rgba(red, green, blue, alpha): Color(red: red, green: green, blue: blue, opacity: alpha).description
        case let .gradient(names): names.joined(separator: "→")
        }
    }
}
