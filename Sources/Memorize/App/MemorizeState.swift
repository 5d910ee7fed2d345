import Flipbook
import Foundation

/// The state of Memorize, as `--state-json` writes it: the screen in front, every theme of the
/// store, the themes with a game kept, and, when a game is pushed, that game.
struct MemorizeState: Encodable {
    struct ThemeState: Encodable {
        let name: String, emojis: [String], pairs: Int, color: String
    }

    struct CardState: Encodable {
        let id: String, content: String, isFaceUp: Bool, isMatched: Bool, hasBeenSeen: Bool
    }

    let app = "memorize"
    /// `chooser`, `game` or `editor`.
    let screen: String
    /// The theme of the game on top of the stack, `nil` on the chooser.
    let theme: ThemeState?
    let score: Int?
    let bonusScore: Int?
    let cards: [CardState]?
    /// The id of the theme being edited, when the editor is up.
    let editing: String?
    /// Every theme of the store, in order.
    let themes: [StoredTheme]
    /// The ids of the themes whose games are kept (extra credit 3), sorted.
    let games: [String]

    init(library: ThemeLibrary, shelf: GameShelf, navigation: ThemesNavigation) {
        screen = navigation.screen
        editing = navigation.editing
        themes = library.themes.map(StoredTheme.init)
        games = shelf.themeIDs
        let game = navigation.shownTheme.flatMap(shelf.game(id:))
        theme = game.map {
            ThemeState(name: $0.theme.name, emojis: $0.theme.emojis, pairs: $0.cards.count / 2, color: Self.describe($0.theme.color))
        }
        score = game?.score
        bonusScore = game?.bonusScore
        cards = game?.cards.map {
            CardState(id: $0.id, content: $0.content, isFaceUp: $0.isFaceUp, isMatched: $0.isMatched, hasBeenSeen: $0.hasBeenSeen)
        }
    }

    /// Pretty-printed JSON with sorted keys.
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
