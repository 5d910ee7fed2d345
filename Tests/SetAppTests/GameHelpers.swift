import Foundation
import SetApp

/// Card ids read as base-3 digits: number, shape, shading, color. In the full deck in id order,
/// the first twelve cards (ids 0..<12) share number and shape; among them 0, 1, 2 and 0, 4, 8
/// are Sets, and 0, 1, 3 is not.
extension SetGame {
    /// A game dealt from the deck in id order, from id 0 up to (not including) `deckSize`.
    static func inOrder(deckSize: Int = 81, at now: TimeInterval = 0) -> SetGame {
        SetGame(deck: Array(Card.all.prefix(deckSize)), at: now)
    }

    /// The game dealt from `cards` in order.
    static func dealt(_ cards: [Card], at now: TimeInterval = 0) -> SetGame {
        SetGame(deck: cards, at: now)
    }

    var tableIDs: [Int] { table.map(\.id) }
    var deckIDs: [Int] { deck.map(\.id) }
    var discardIDs: [Int] { discardPile.map(\.id) }

    /// Touches the card with id `id` (it need not be on the table).
    mutating func choose(_ id: Int, at now: TimeInterval = 0) {
        choose(Card(id: id), at: now)
    }

    /// Touches the cards with these ids in order, all at time `now`.
    mutating func choose(_ ids: [Int], at now: TimeInterval = 0) {
        for id in ids { choose(id, at: now) }
    }
}

/// The definition of a Set, computed apart from the model: per feature, the three raw values
/// 0, 1, 2 are all equal or all different exactly when their sum is a multiple of 3.
func definitionSaysSet(_ a: SetGame.Card, _ b: SetGame.Card, _ c: SetGame.Card) -> Bool {
    let features: [(SetGame.Card) -> Int] = [
        { $0.number.rawValue }, { $0.shape.rawValue }, { $0.shading.rawValue }, { $0.color.rawValue },
    ]
    return features.allSatisfy { feature in (feature(a) + feature(b) + feature(c)) % 3 == 0 }
}

/// Every Set among `cards`, counted by brute force over all triples.
func bruteForceSetCount(_ cards: [SetGame.Card]) -> Int {
    var count = 0
    for i in cards.indices {
        for j in cards.indices where j > i {
            for k in cards.indices where k > j && definitionSaysSet(cards[i], cards[j], cards[k]) {
                count += 1
            }
        }
    }
    return count
}

/// Cards holding no Set, chosen greedily in id order: at least 12 of them.
let capCards: [SetGame.Card] = SetGame.Card.all.reduce(into: []) { cap, card in
    let makesASet = cap.indices.contains { i in
        cap.indices.contains { j in j > i && definitionSaysSet(cap[i], cap[j], card) }
    }
    if !makesASet { cap.append(card) }
}
