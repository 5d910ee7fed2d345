import Foundation
import FlipbookSupport
import Memorize
import Testing

@Suite("Scoring (Assignment II)")
struct ScoringTests {
    /// Assignment II, hint 15, card by card. The pairs are ① to ⑥, laid out in order (pair N
    /// is cards "Na" and "Nb"); ② is card 2a, and "the other ②" is 2b.
    ///
    /// 1. ① + ②, then ④ + ⑤, then the two ③s: a match, and no penalty since nothing seen has
    ///    been mismatched yet: 2.
    /// 2. The same ② + ⑥ (② seen: −1): 1. The hint then flips "⑥ + that same ② yet again",
    ///    but under the lecture's rule both are face up and cannot be chosen (nothing happens);
    ///    the next turn starts with a face-down card: ① (seen) + ⑥ (seen): −2, so −1 as in
    ///    the hint.
    /// 3. ② + the other ②: a match, +2: 1.
    @Test func hint15WalkThrough() {
        var game = MemoryGame(numberOfPairsOfCards: 6) { ["①", "②", "③", "④", "⑤", "⑥"][$0] }
        game.choose(["1a", "2a", "4a", "5a", "3a", "3b"])
        #expect(game.score == 2)
        game.choose(["2a", "6a"])
        #expect(game.score == 1)
        let mismatchOnShow = game
        game.choose(["6a", "2a"])
        #expect(game == mismatchOnShow, "face-up cards cannot be chosen")
        game.choose(["1a", "6a"])
        #expect(game.score == -1)
        game.choose(["2a", "2b"])
        #expect(game.score == 1)
        #expect(game.matchedIDs == ["2a", "2b", "3a", "3b"])
    }

    @Test func matchScoresTwoEvenWhenBothCardsWereSeen() {
        var game = letterGame(pairs: 3)
        game.choose(["1a", "2a", "1b", "2b"])  // two mismatches of unseen cards: no penalty
        #expect(game.score == 0)
        game.choose(["1a", "1b"])
        #expect(game.score == 2)
    }

    @Test func seenBelongsToTheCardNotItsContent() {
        var game = letterGame(pairs: 3)
        game.choose(["1a", "2a", "3a", "3b"])  // 1a and 2a seen, then a match
        game.choose(["1b", "2b"])              // A and B were seen, but not these cards
        #expect(game.score == 2)
        #expect(game.card("1a").hasBeenSeen && !game.card("1b").hasBeenSeen)
    }

    /// Random play over hundreds of seeded games, with the score recomputed from what the test
    /// itself watches: a card is seen once the test has watched it turn face down, a mismatch
    /// is two unmatched cards face up, a match is two more matched cards. Matched cards stay
    /// face up, at most two unmatched cards are face up, and turning cards at time `now` does
    /// not change how long any card has been face up as of `now`.
    @Test(arguments: 0..<6)
    func randomPlayKeepsTheRules(batch: Int) {
        for game in 0..<50 {
            var referee = Referee(seed: UInt64(batch * 1_000 + game))
            referee.play(choices: 120)
        }
    }
}

/// Plays a random game and checks every step against its own bookkeeping.
private struct Referee {
    var random: SeededGenerator
    var game: MemoryGame<Int>
    var seenByReferee: Set<String> = []
    var expectedScore = 0
    var now: TimeInterval = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        let pairs = Int.random(in: 2...8, using: &random)
        game = MemoryGame(numberOfPairsOfCards: pairs, seed: seed) { $0 }
        game.shuffle()
    }

    mutating func play(choices: Int) {
        for _ in 0..<choices {
            if Int.random(in: 0..<20, using: &random) == 0 { game.shuffle() }
            let before = game
            now += Double.random(in: 0...3, using: &random)
            let chosen = before.cards.randomElement(using: &random)!
            game.choose(chosen, at: now)
            if chosen.isFaceUp || chosen.isMatched { #expect(game == before, "a face-up card cannot be chosen") }
            check(before: before)
        }
    }

    mutating func check(before: MemoryGame<Int>) {
        let old = Dictionary(uniqueKeysWithValues: before.cards.map { ($0.id, $0) })
        #expect(Set(old.keys) == Set(game.cards.map(\.id)))
        for card in game.cards {
            let was = old[card.id]!
            if was.isMatched { #expect(card.isMatched && card.isFaceUp) }
            if was.isFaceUp && !card.isFaceUp { seenByReferee.insert(card.id) }
            #expect(card.hasBeenSeen == seenByReferee.contains(card.id))
            #expect(card.faceUpTime(at: now) == was.faceUpTime(at: now))  // a turn loses no time
        }
        scoreStep(before: before)
        #expect(game.score == expectedScore)
        #expect(game.bonusScore >= 0 && game.bonusScore <= 6 * game.matchedIDs.count)
    }

    mutating func scoreStep(before: MemoryGame<Int>) {
        let up = game.cards.filter { $0.isFaceUp && !$0.isMatched }
        #expect(up.count <= 2)
        let newMatches = game.matchedIDs.count - before.matchedIDs.count
        #expect(newMatches == 0 || newMatches == 2)
        if newMatches == 2 { expectedScore += 2 }
        if up.count == 2 && before.faceUpUnmatchedIDs != game.faceUpUnmatchedIDs {
            #expect(up[0].content != up[1].content)
            expectedScore -= up.filter { seenByReferee.contains($0.id) }.count
        }
    }
}
