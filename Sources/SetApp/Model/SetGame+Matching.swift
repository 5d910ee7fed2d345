import Foundation

extension SetGame {
    /// Whether three cards make a Set: in each feature, all three the same or all different.
    ///
    /// - Parameters:
    ///   - a: The first card.
    ///   - b: The second card.
    ///   - c: The third card.
    /// - Returns: `true` if every feature is all-same or all-different.
    public static func isSet(_ a: Card, _ b: Card, _ c: Card) -> Bool {
        let features: [(Card) -> TriState] = [\.number, \.shape, \.shading, \.color]
        return features.allSatisfy { feature in
            Swift.Set([feature(a), feature(b), feature(c)]).count != 2
        }
    }

    /// How many different Sets the cards on the table hold (a card may be in several).
    ///
    /// A selected match still on the table counts.
    ///
    /// - Complexity: O(*n*²) in the number of cards on the table.
    public var setsOnTable: Int {
        setsOnTableFound(stoppingAtFirst: false).count
    }

    /// A Set on the table, as a cheat: its three cards in table order, or `nil` if the table
    /// holds none. Always the same Set for the same table.
    ///
    /// - Complexity: O(*n*²) in the number of cards on the table.
    public func hint() -> [Card]? {
        setsOnTableFound(stoppingAtFirst: true).first
    }

    /// Whether the game is over: the deck is empty and no Set remains on the table (a selected
    /// match counts as on the table until it is discarded).
    public var isOver: Bool {
        deck.isEmpty && hint() == nil
    }

    /// The Sets on the table, each in table order, found by pairs: for cards at `i < j` the
    /// third card is determined, and the Set counts once, when it is at `k > j`.
    private func setsOnTableFound(stoppingAtFirst: Bool) -> [[Card]] {
        let places = Dictionary(uniqueKeysWithValues: table.enumerated().map { ($1.id, $0) })
        var sets: [[Card]] = []
        for i in table.indices {
            for j in table.indices where j > i {
                let third = table[i].completingSet(with: table[j])
                guard let k = places[third.id], k > j else { continue }
                sets.append([table[i], table[j], third])
                if stoppingAtFirst { return sets }
            }
        }
        return sets
    }
}
