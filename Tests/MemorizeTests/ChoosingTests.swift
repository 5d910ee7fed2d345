import Foundation
import Memorize
import Testing

@Suite("Choosing cards")
struct ChoosingTests {
    /// A sequence of choices in a game of pairs A, B, C (cards 1a/1b, 2a/2b, 3a/3b, in order),
    /// and the unmatched face-up and the matched cards after it.
    struct Case: Sendable, CustomTestStringConvertible {
        let choices: [String]
        let faceUp: [String]
        let matched: [String]
        var testDescription: String { choices.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(choices: [], faceUp: [], matched: []),
        Case(choices: ["1a"], faceUp: ["1a"], matched: []),
        Case(choices: ["1a", "2a"], faceUp: ["1a", "2a"], matched: []),
        Case(choices: ["1a", "2a", "3a"], faceUp: ["3a"], matched: []),
        Case(choices: ["1a", "1b"], faceUp: [], matched: ["1a", "1b"]),
        Case(choices: ["1a", "1b", "2a"], faceUp: ["2a"], matched: ["1a", "1b"]),
        Case(choices: ["1a", "1b", "2a", "3a", "2b"], faceUp: ["2b"], matched: ["1a", "1b"]),
        Case(choices: ["1a", "1a"], faceUp: ["1a"], matched: []),
        Case(choices: ["1a", "1b", "1a"], faceUp: [], matched: ["1a", "1b"]),
        Case(choices: ["1a", "2a", "2a"], faceUp: ["1a", "2a"], matched: []),
        Case(choices: ["1a", "2a", "1a"], faceUp: ["1a", "2a"], matched: []),
        Case(choices: ["1a", "2a", "1a", "1b"], faceUp: ["1b"], matched: []),
        Case(choices: ["1a", "2a", "3a", "3b"], faceUp: [], matched: ["3a", "3b"]),
        Case(choices: ["1a", "2a", "3a", "1b", "3b"], faceUp: ["3b"], matched: []),
    ]

    @Test(arguments: cases)
    func theOneAndOnlyFaceUpCard(_ testCase: Case) {
        var game = letterGame(pairs: 3)
        game.choose(testCase.choices)
        #expect(game.faceUpUnmatchedIDs == testCase.faceUp)
        #expect(game.matchedIDs == testCase.matched)
        #expect(game.cards.filter(\.isMatched).allSatisfy { $0.isFaceUp })
    }

    @Test func choosingTheOnlyFaceUpCardDoesNothing() {
        var game = letterGame(pairs: 3)
        game.choose("2a", at: 1)
        let before = game
        game.choose("2a", at: 5)
        #expect(game == before)
        #expect(game.card("2a").faceUpTime(at: 5) == 4)
    }

    @Test func choosingAMatchedCardDoesNothing() {
        var game = letterGame(pairs: 3)
        game.choose(["1a", "1b", "2a"])
        let before = game
        game.choose("1b")
        #expect(game == before)
    }

    @Test func choosingACardOfAnotherGameDoesNothing() {
        var game = letterGame(pairs: 2)
        let stranger = letterGame(pairs: 5).card("5a")
        let before = game
        game.choose(stranger, at: 0)
        #expect(game == before)
    }

    /// The lecture's `choose` ignores a face-up card: tapping either card of a mismatch on
    /// show changes nothing, so neither becomes seen and the score stays.
    @Test(arguments: ["1a", "2a"])
    func choosingACardOfAMismatchOnShowDoesNothing(id: String) {
        var game = letterGame(pairs: 3)
        game.choose(["1a", "2a"], at: 1)
        let before = game
        game.choose(id, at: 4)
        #expect(game == before)
        #expect(!game.card("1a").hasBeenSeen && !game.card("2a").hasBeenSeen)
        #expect(!game.canChoose(game.card(id)) && game.canChoose(game.card("3a")))
        game.choose(["2b", "1b"], at: 5)
        #expect(game.score == 0, "1a and 2a were turned down by 2b, never mismatched after being seen")
    }

    @Test func cardsStartFaceDownUnseenInPairOrder() {
        let game = letterGame(pairs: 3)
        #expect(game.cards.map(\.id) == ["1a", "1b", "2a", "2b", "3a", "3b"])
        #expect(game.cards.map(\.content) == ["A", "A", "B", "B", "C", "C"])
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
        #expect(game.score == 0 && game.bonusScore == 0 && !game.isOver)
    }

    @Test func matchingEveryPairEndsTheGame() {
        var game = letterGame(pairs: 2)
        game.choose(["1a", "1b", "2b", "2a"])
        #expect(game.isOver && game.score == 4)
    }

    @Test func shuffleKeepsCardsAndScoreAndIsSeeded() {
        var game = MemoryGame(numberOfPairsOfCards: 8, seed: 7) { $0 }
        game.choose(["1a", "2a", "3a", "3b"])
        var twin = game
        game.shuffle()
        twin.shuffle()
        #expect(game == twin)
        #expect(game.cards.map(\.id) != letterGame(pairs: 8).cards.map(\.id))
        #expect(Set(game.cards.map(\.id)) == Set(twin.cards.map(\.id)) && game.score == 2)
        #expect(game.matchedIDs == ["3a", "3b"] && game.card("1a").hasBeenSeen)
    }

    @Test func negativePairCountMakesNoCards() {
        #expect(MemoryGame(numberOfPairsOfCards: -3) { $0 }.cards.isEmpty)
    }
}
