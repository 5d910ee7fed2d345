import Foundation
import FlipbookSupport

/// The game of Assignment I, before scoring and matching existed: the chosen theme's emojis
/// twice over, shuffled, each card turned face up or down by a tap.
public struct AssignmentOneGame {
    /// One card: its place-independent id, its emoji and whether it shows.
    public struct Card: Identifiable, Equatable {
        public let id: Int
        public let emoji: String
        public internal(set) var isFaceUp = true
    }

    /// The emojis of each theme, in the order of the theme buttons.
    public let themes: [[String]]
    /// The theme whose cards are on the table.
    public private(set) var chosenTheme = 0
    /// The cards, in display order.
    public private(set) var cards: [Card] = []
    private var generator: SeededGenerator

    /// A game of `themes`, the first chosen, shuffled by `seed`.
    public init(themes: [[String]], seed: UInt64) {
        self.themes = themes
        generator = SeededGenerator(seed: seed)
        choose(theme: 0)
    }

    /// Shows theme `index`'s cards, shuffled, face up; an index out of range does nothing.
    public mutating func choose(theme index: Int) {
        guard themes.indices.contains(index) else { return }
        chosenTheme = index
        let emojis = themes[index]
        cards = (emojis + emojis).shuffled(using: &generator).enumerated().map { Card(id: $0, emoji: $1) }
    }

    /// Turns the card with `id` over.
    public mutating func turn(_ id: Int) {
        guard let index = cards.firstIndex(where: { $0.id == id }) else { return }
        cards[index].isFaceUp.toggle()
    }
}

