import Foundation
import Memorize
import Testing

@Suite("Bonus time (lecture 6)")
struct BonusTimeTests {
    @Test func aFaceDownCardHasItsWholeBonus() {
        let card = letterGame(pairs: 2).card("1a")
        #expect(card.bonusTimeLimit == 6)
        #expect(card.faceUpTime(at: 100) == 0)
        #expect(card.bonusTimeRemaining(at: 100) == 6)
        #expect(card.bonusRemaining(at: 100) == 1)
        #expect(!card.isConsumingBonusTime(at: 100) && !card.hasEarnedBonus && card.bonusPoints == 0)
    }

    @Test func timeCountsOnlyWhileFaceUp() {
        var game = letterGame(pairs: 3)
        game.choose("1a", at: 10)
        #expect(game.card("1a").faceUpTime(at: 12) == 2)
        #expect(game.card("1a").bonusTimeRemaining(at: 12) == 4)
        #expect(game.card("1a").bonusRemaining(at: 13) == 0.5)
        #expect(game.card("1a").isConsumingBonusTime(at: 12))
        game.choose("2a", at: 12.5)
        game.choose("3a", at: 13)  // 1a and 2a turn face down
        #expect(game.card("1a").faceUpTime(at: 40) == 3)
        #expect(game.card("2a").faceUpTime(at: 40) == 0.5)
        #expect(!game.card("1a").isConsumingBonusTime(at: 40))
        game.choose("2b", at: 30)
        game.choose("1a", at: 50)  // 3a and 2b down; 1a up again
        #expect(game.card("1a").faceUpTime(at: 51) == 4)
    }

    @Test func pausedBonusTimeKeepsWhatWasUsedAndRunsOnWhenResumed() {
        var game = letterGame(pairs: 2)
        game.choose("1a", at: 10)
        #expect(game.isUsingBonusTime && !game.hasPausedBonusTime)
        game.pauseBonusTime(at: 12)
        #expect(game.card("1a").faceUpTime(at: 100) == 2, "no time passes while paused")
        #expect(game.hasPausedBonusTime && !game.isUsingBonusTime)
        game.resumeBonusTime(at: 100)
        #expect(game.card("1a").faceUpTime(at: 101) == 3)
        #expect(game.isUsingBonusTime && !game.hasPausedBonusTime)
    }

    @Test func resumingLeavesFaceDownAndMatchedCardsAlone() {
        var game = letterGame(pairs: 2)
        game.choose("1a", at: 0)
        game.choose("1b", at: 1)
        game.pauseBonusTime(at: 2)
        game.resumeBonusTime(at: 50)
        #expect(!game.isUsingBonusTime, "matched cards keep their bonus frozen")
        #expect(game.card("1a").bonusTimeRemaining(at: 60) == 5 && game.card("2a").faceUpTime(at: 60) == 0)
    }

    @Test func remainingTimeStopsAtZero() {
        var game = letterGame(pairs: 2)
        game.choose("1a", at: 0)
        let card = game.card("1a")
        #expect(card.bonusTimeRemaining(at: 6) == 0 && card.bonusTimeRemaining(at: 60) == 0)
        #expect(card.bonusRemaining(at: 60) == 0)
        #expect(!card.isConsumingBonusTime(at: 60) && card.isFaceUp)
    }

    @Test func aFastMatchEarnsTheBonusAndFreezesIt() {
        var game = letterGame(pairs: 2)
        game.choose("1a", at: 100)
        game.choose("1b", at: 101.5)
        let first = game.card("1a"), second = game.card("1b")
        #expect(first.bonusTimeRemaining(at: 500) == 4.5)
        #expect(second.bonusTimeRemaining(at: 500) == 6)
        #expect(first.hasEarnedBonus && second.hasEarnedBonus)
        #expect(!first.isConsumingBonusTime(at: 102))
        #expect(first.bonusPoints == Int(6 * (4.5 / 6)) && second.bonusPoints == 6)
        #expect(game.bonusScore == 10)
        #expect(game.score == 2)
    }

    @Test func aSlowMatchEarnsNothingForTheSlowCard() {
        var game = letterGame(pairs: 2)
        game.choose("1a", at: 0)
        game.choose("1b", at: 7)
        #expect(!game.card("1a").hasEarnedBonus && game.card("1a").bonusPoints == 0)
        #expect(game.card("1b").hasEarnedBonus)
        #expect(game.bonusScore == 6 && game.score == 2)
    }

    @Test func bonusTimeSpentBeforeAMismatchIsNotGivenBack() {
        var game = letterGame(pairs: 3)
        game.choose("1a", at: 0)
        game.choose("2a", at: 2)
        game.choose("3a", at: 4)    // a new turn: 1a turns down after 4 s face up
        game.choose("3b", at: 4)    // a match at once: 6 + 6
        game.choose("1a", at: 8)    // face up again with 2 s left
        game.choose("1b", at: 9)
        #expect(game.card("1a").bonusTimeRemaining(at: 9) == 1)
        #expect(game.card("1a").bonusPoints == 1 && game.card("1b").bonusPoints == 6)
        #expect(game.bonusScore == 6 + 6 + 1 + 6)
    }

    @Test func aZeroLimitMeansNoBonus() {
        var game = letterGame(pairs: 2, bonusTimeLimit: 0)
        game.choose("1a", at: 0)
        #expect(game.card("1a").bonusRemaining(at: 0) == 0)
        #expect(!game.card("1a").isConsumingBonusTime(at: 0))
        game.choose("1b", at: 0)
        #expect(!game.card("1a").hasEarnedBonus && game.bonusScore == 0)
    }
}
