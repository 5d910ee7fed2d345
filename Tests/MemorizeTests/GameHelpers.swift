import Foundation
import Memorize

/// Test shorthands: cards by id, and choices by id.
extension MemoryGame {
    /// The card with `id`; the tests only ask for ids the game has.
    func card(_ id: String) -> Card {
        guard let card = cards.first(where: { $0.id == id }) else {
            preconditionFailure("no card \(id) in \(cards.map(\.id))")
        }
        return card
    }

    /// Chooses the card with `id` at time `now`.
    mutating func choose(_ id: String, at now: TimeInterval = 0) {
        choose(card(id), at: now)
    }

    /// Chooses the cards with `ids` in turn, all at time `now`.
    mutating func choose(_ ids: [String], at now: TimeInterval = 0) {
        for id in ids { choose(id, at: now) }
    }

    /// The ids of the unmatched cards that are face up, sorted.
    var faceUpUnmatchedIDs: [String] {
        cards.filter { $0.isFaceUp && !$0.isMatched }.map(\.id).sorted()
    }

    /// The ids of the matched cards, sorted.
    var matchedIDs: [String] {
        cards.filter(\.isMatched).map(\.id).sorted()
    }
}

/// A game of `pairs` pairs in pair order, pair `i` showing the letter `i` of the alphabet.
func letterGame(pairs: Int, bonusTimeLimit: TimeInterval = 6) -> MemoryGame<String> {
    MemoryGame(numberOfPairsOfCards: pairs, bonusTimeLimit: bonusTimeLimit) { pairIndex in
        String(UnicodeScalar(UInt8(65 + pairIndex)))
    }
}
