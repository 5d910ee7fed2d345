import Foundation

/// A perfect game of Memorize as a touch script: the deal, then each pair chosen in turn, in
/// display order.
struct MemorizeSolution {
    /// The game to play, before its deal.
    let game: EmojiMemoryGame
    /// The seed it was made with, which the script names.
    let seed: UInt64
    /// The script line naming the themes it was made from (`store FILE`, `themes FILE`), `nil`
    /// for the built-in themes.
    let themesLine: String?

    /// The script's text.
    var script: String {
        var lines = ["# A whole game of Memorize played to the end, made by 'flipbook memorize solve'.", "app memorize"]
        lines += themesLine.map { [$0] } ?? []
        lines += ["theme \(game.themeName)", "seed \(seed)", "wait 0.3", "tap deck", "wait \(String(format: "%.1f", 2.5 + 0.5))"]
        for (first, second) in pairs {
            lines += ["tap card \(first)", "wait 0.9", "tap card \(second)", "wait 1.6"]
        }
        return (lines + ["wait 1.5"]).joined(separator: "\n")
    }

    /// The 1-based display numbers of each pair, by its first card.
    private var pairs: [(Int, Int)] {
        let cards = game.cards
        return cards.indices.compactMap { index in
            guard let partner = cards.indices.first(where: { $0 > index && cards[$0].content == cards[index].content }) else { return nil }
            return (index + 1, partner + 1)
        }
    }
}
