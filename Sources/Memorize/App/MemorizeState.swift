import Flipbook
import Foundation

/// The state of a Memorize game, as `--state-json` writes it.
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
    /// Every theme of the store, in order.
    let themes: [StoredTheme]

    init(_ game: EmojiMemoryGame, themes: [Theme]) {
        self.themes = themes.map(StoredTheme.init)
        theme = ThemeState(name: game.theme.name, emojis: game.theme.emojis, pairs: game.cards.count / 2,
                           color: Self.describe(game.theme.color))
        score = game.score
        bonusScore = game.bonusScore
        cards = game.cards.map {
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
