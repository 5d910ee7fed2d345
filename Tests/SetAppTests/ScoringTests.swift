import Foundation
import SetApp
import Testing

@Suite("Scoring")
struct ScoringTests {
    @Test(arguments: [
        (0.0, 13), (2.9, 13), (3, 12), (6, 11), (29.9, 4), (30, 3), (1_000, 3), (-5, 13), (.infinity, 3),
    ] as [(TimeInterval, Int)])
    func pointsShrinkWithTime(elapsed: TimeInterval, points: Int) {
        #expect(SetGame.points(forSetFoundAfter: elapsed) == points)
    }

    @Test func aSetScoresFromTheStartOfTheGame() {
        var game = SetGame.inOrder(at: 100)
        game.choose([0, 1], at: 101)
        #expect(game.score == 0)
        game.choose(2, at: 107)
        #expect(game.score == 11)
    }

    @Test func theNextSetScoresFromThePreviousOne() {
        var game = SetGame.inOrder()
        game.choose([0, 1, 2], at: 40)
        game.choose([3, 4, 5], at: 41)
        #expect(game.score == 3 + 13)
    }

    @Test func mismatchesCostNothing() {
        var game = SetGame.inOrder()
        game.choose([0, 1, 3, 5], at: 1)
        #expect(game.score == 0)
    }

    @Test func dealingPastASetCostsThree() {
        var game = SetGame.inOrder()
        game.dealThreeMore(at: 1)
        #expect(game.score == -3)
        game.choose([0, 1, 2], at: 2)
        #expect(game.score == -3 + 13, "the clock still runs from the start")
    }

    @Test func dealingAfterAMatchIsSelectedCostsNothing() {
        var game = SetGame.inOrder()
        game.choose([0, 1, 2], at: 40)
        game.dealThreeMore(at: 41)
        #expect(game.score == 3)
    }

    @Test func dealingToATableWithNoSetIsFreeAndRestartsTheClock() throws {
        let noSet = Array(capCards.prefix(12))
        let completing = noSet[0].completingSet(with: noSet[1])
        let rest = SetGame.Card.all.filter { !noSet.contains($0) && $0 != completing }
        var game = SetGame.dealt(noSet + [completing] + rest, at: 0)
        game.dealThreeMore(at: 100)
        #expect(game.score == 0)
        let set = try #require(game.hint())
        for card in set { game.choose(card, at: 101) }
        #expect(game.score == 13)
    }
}
