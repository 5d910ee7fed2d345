/// A whole game of Set led by the hint, as a touch script: each turn asks for a hint and
/// touches the Set it shows, or touches the deck when there is none.
struct SetSolution {
    /// The seed of the game, which the script names.
    let seed: UInt64

    /// The script's text.
    var script: String {
        var game = SetGame(seed: seed)
        var lines = ["# A whole game of Set led by the hint, made by 'flipbook set solve --seed \(seed)'.",
                     "app set", "seed \(seed)", "wait 0.5"]
        while !game.isOver {
            lines += turn(&game)
        }
        lines += ["tap button \"Hint\"", "wait 1.5"]
        return lines.joined(separator: "\n")
    }

    /// One turn: the hint and the three touches of its Set, or a touch on the deck.
    private func turn(_ game: inout SetGame) -> [String] {
        guard let set = game.hint() else {
            game.dealThreeMore(at: 0)
            return ["tap deck", "wait 1"]
        }
        var lines = ["tap button \"Hint\"", "wait 0.6"]
        for card in set {
            let number = (game.table.firstIndex(of: card) ?? 0) + 1
            game.choose(card, at: 0)
            lines += ["tap card \(number)", "wait 0.4"]
        }
        if !game.deck.isEmpty {
            game.dealThreeMore(at: 0)
            return lines + ["wait 0.6", "tap deck", "wait 1"]
        }
        return lines + ["wait 0.6"]
    }
}
