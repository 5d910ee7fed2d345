import Foundation
import FlipbookSupport

extension Theme {
    /// A new game of this theme, the same for the same seed on every run and machine.
    ///
    /// The seed decides, in this order, the number of pairs (for `.random`: 2 to the number of
    /// emojis), which emojis are dealt (a random subset, so every emoji can appear: no "dead
    /// emoji"), and the order of the cards. The cards start face down.
    ///
    /// Meant for a theme from
    /// ``validated(knownColorNames:knownIconNames:fallbackColorName:)``; an unchecked theme
    /// still makes a game, from its distinct emojis and with the pairs clamped to how many
    /// there are.
    ///
    /// - Parameters:
    ///   - seed: The seed of the game's `SeededGenerator`; its shuffles continue the stream.
    ///   - bonusTimeLimit: Each card's bonus time, in seconds.
    /// - Returns: A shuffled game of emoji cards.
    public func makeGame(
        seed: UInt64,
        bonusTimeLimit: TimeInterval = MemoryGame<String>.defaultBonusTimeLimit
    ) -> MemoryGame<String> {
        var generator = SeededGenerator(seed: seed)
        let available = distinctEmojis
        let count = numberOfPairs(available: available.count, using: &generator)
        let dealt = Array(available.shuffled(using: &generator).prefix(count))
        var game = MemoryGame(
            numberOfPairsOfCards: dealt.count,
            bonusTimeLimit: bonusTimeLimit,
            generator: generator,
            cardContentFactory: { dealt[$0] }
        )
        game.shuffle()
        return game
    }

    /// The emojis, each once, in their first order.
    private var distinctEmojis: [String] {
        var seen = Set<String>()
        return emojis.filter { seen.insert($0).inserted }
    }

    /// The number of pairs for one game: fixed or drawn, and never more than `available`.
    private func numberOfPairs(available: Int, using generator: inout SeededGenerator) -> Int {
        guard available >= 2 else { return available }
        switch pairs {
        case .fixed(let count): return min(max(count, 2), available)
        case .random: return Int.random(in: 2...available, using: &generator)
        }
    }
}
