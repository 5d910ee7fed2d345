import Foundation
import Memorize
import Testing

@Suite("Games made from themes")
struct ThemeGameTests {
    static let emojis = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮"]

    static func theme(pairs: Theme.Pairs, emojis: [String] = emojis) -> Theme {
        Theme(name: "Animals", emojis: emojis, pairs: pairs, color: .named("brown"), icon: "pawprint")
    }

    @Test func aGameDealsTheThemesPairsFaceDown() {
        let game = Self.theme(pairs: .fixed(5)).makeGame(seed: 1)
        #expect(game.cards.count == 10)
        let counts = Dictionary(grouping: game.cards, by: \.content).mapValues(\.count)
        #expect(counts.count == 5 && counts.values.allSatisfy { $0 == 2 })
        #expect(Set(counts.keys).isSubset(of: Self.emojis))
        #expect(Set(game.cards.map(\.id)).count == 10)
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
    }

    @Test func theSameSeedMakesTheSameGame() {
        let theme = Self.theme(pairs: .random)
        for seed in UInt64(0)..<20 {
            var first = theme.makeGame(seed: seed), second = theme.makeGame(seed: seed)
            #expect(first == second)
            first.shuffle()
            second.shuffle()
            #expect(first == second)
        }
    }

    @Test func differentSeedsMakeDifferentGames() {
        let theme = Self.theme(pairs: .fixed(6))
        let deals = Set((UInt64(0)..<20).map { theme.makeGame(seed: $0).cards.map(\.content) })
        #expect(deals.count == 20)
    }

    @Test func cardsAreShuffled() {
        let theme = Self.theme(pairs: .fixed(6))
        let inPairOrder = (UInt64(0)..<20).filter { seed in
            let contents = theme.makeGame(seed: seed).cards.map(\.content)
            return stride(from: 0, to: contents.count, by: 2).allSatisfy { contents[$0] == contents[$0 + 1] }
        }
        #expect(inPairOrder.isEmpty)
    }

    /// Required task 7: with fewer pairs than emojis, every emoji still turns up.
    @Test func noEmojiIsDead() {
        let theme = Self.theme(pairs: .fixed(3))
        var dealt = Set<String>()
        for seed in UInt64(0)..<200 {
            dealt.formUnion(theme.makeGame(seed: seed).cards.map(\.content))
        }
        #expect(dealt == Set(Self.emojis))
    }

    /// Extra credit 2: a random number of pairs, from 2 to the number of emojis, each possible.
    @Test func randomPairsTakeEveryCountFromTwoToTheEmojiCount() {
        let theme = Self.theme(pairs: .random, emojis: Array(Self.emojis.prefix(5)))
        let counts = Set((UInt64(0)..<300).map { theme.makeGame(seed: $0).cards.count / 2 })
        #expect(counts == Set(2...5))
    }

    @Test func anUncheckedInvalidThemeStillMakesAGame() {
        let tooMany = Self.theme(pairs: .fixed(9), emojis: ["👻", "🎃", "👻"]).makeGame(seed: 3)
        #expect(tooMany.cards.count == 4)
        #expect(Self.theme(pairs: .fixed(4), emojis: ["👻"]).makeGame(seed: 3).cards.count == 2)
        #expect(Self.theme(pairs: .random, emojis: []).makeGame(seed: 3).cards.isEmpty)
        #expect(Self.theme(pairs: .fixed(-1)).makeGame(seed: 3).cards.count == 4)
    }

    @Test func theBonusTimeLimitCanBeSet() {
        let game = Self.theme(pairs: .fixed(2)).makeGame(seed: 0, bonusTimeLimit: 10)
        #expect(game.cards.allSatisfy { $0.bonusTimeLimit == 10 })
        #expect(Self.theme(pairs: .fixed(2)).makeGame(seed: 0).cards[0].bonusTimeLimit == 6)
    }
}
