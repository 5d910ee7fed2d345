import SetApp
import Testing

@Suite("Matching")
struct MatchingTests {
    @Test func cardsAreTheEightyOneCombinations() {
        let all = SetGame.Card.all
        #expect(all.map(\.id) == Array(0..<81))
        #expect(Set(all).count == 81)
        #expect(all.allSatisfy { SetGame.Card(id: $0.id) == $0 })
    }

    @Test func isSetFollowsTheDefinitionAndTheDeckHolds1080() {
        let all = SetGame.Card.all
        var sets = 0, disagreements = 0
        for i in all.indices {
            for j in all.indices where j > i {
                for k in all.indices where k > j {
                    let isSet = SetGame.isSet(all[i], all[j], all[k])
                    if isSet != definitionSaysSet(all[i], all[j], all[k]) { disagreements += 1 }
                    if isSet { sets += 1 }
                }
            }
        }
        #expect(disagreements == 0)
        #expect(sets == 1080)
    }

    @Test func isSetIgnoresOrder() {
        let (a, b, c) = (SetGame.Card(id: 0), SetGame.Card(id: 4), SetGame.Card(id: 8))
        #expect(SetGame.isSet(a, b, c) && SetGame.isSet(c, a, b) && SetGame.isSet(b, c, a))
        #expect(!SetGame.isSet(a, b, SetGame.Card(id: 7)))
    }

    @Test func completingSetMakesASetWithAnyPair() {
        let all = SetGame.Card.all
        for a in all {
            for b in all where b != a {
                #expect(SetGame.isSet(a, b, a.completingSet(with: b)))
            }
        }
    }

    @Test(arguments: 0..<20)
    func setsOnTableAndHintAgreeWithBruteForce(seed: Int) {
        var game = SetGame(seed: UInt64(seed))
        for _ in 0..<(seed % 6) { game.dealThreeMore(at: 0) }
        #expect(game.setsOnTable == bruteForceSetCount(game.table))
        if let hint = game.hint() {
            #expect(hint.count == 3 && SetGame.isSet(hint[0], hint[1], hint[2]))
            #expect(hint.allSatisfy(game.table.contains))
        } else {
            #expect(game.setsOnTable == 0)
        }
    }

    @Test func aTableOfNoSetHasNoHint() {
        #expect(capCards.count >= 12)
        let game = SetGame.dealt(Array(capCards.prefix(12)))
        #expect(game.hint() == nil && game.setsOnTable == 0)
    }

    @Test func theFirstTwelveInOrderHoldTheirSets() {
        let game = SetGame.inOrder()
        #expect(game.hint()?.map(\.id) == [0, 1, 2])
        #expect(game.setsOnTable == bruteForceSetCount(game.table))
    }
}
