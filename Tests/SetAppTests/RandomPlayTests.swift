import Foundation
import FlipbookSupport
@testable import SetApp
import Testing

@Suite("Random play")
struct RandomPlayTests {
    /// One game of random touches (a third of them on a card of a Set on the table), deals and
    /// shuffles, and what the test expects of the score.
    struct Player {
        var game: SetGame
        var random: SeededGenerator
        var now: TimeInterval = 0
        /// When the test believes the bonus clock started.
        var clockStart: TimeInterval = 0
        var expectedScore = 0

        init(seed: UInt64) {
            game = SetGame(seed: seed)
            random = SeededGenerator(seed: seed &+ 1_000)
        }

        mutating func step() {
            now += TimeInterval(Int.random(in: 0..<8, using: &random))
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<10: deal()
            case 10..<15: game.shuffle()
            case 15..<18: touch(SetGame.Card.all.randomElement(using: &random)!)
            case 18..<50: touch(game.hint()?.first { !game.selected.contains($0.id) })
            default: touch(game.table.randomElement(using: &random))
            }
        }

        mutating func touch(_ card: SetGame.Card?) {
            guard let card else { return }
            let before = game
            game.choose(card, at: now)
            if !before.table.contains(card) { #expect(game == before) }
            if before.selectionIsMatch == nil, game.selectionIsMatch == true {
                expectedScore += SetGame.points(forSetFoundAfter: now - clockStart)
                clockStart = now
            }
        }

        mutating func deal() {
            let before = game
            game.dealThreeMore(at: now)
            guard !before.deck.isEmpty, before.selectionIsMatch != true else { return }
            if bruteForceSetCount(before.table) > 0 {
                expectedScore -= SetGame.missedSetPenalty
            } else {
                clockStart = now
            }
        }

        func checkInvariants() {
            let all = game.deck + game.table + game.discardPile
            #expect(all.map(\.id).sorted() == Array(0..<81), "deck, table and discard pile partition the cards")
            #expect(game.selected.count <= 3)
            #expect(Set(game.selected).count == game.selected.count)
            #expect(game.selected.allSatisfy { id in game.table.contains { $0.id == id } })
            #expect(game.discardPile.count % 3 == 0)
            #expect(game.score == expectedScore)
            #expect(game.isOver == (game.deck.isEmpty && bruteForceSetCount(game.table) == 0))
        }
    }

    @Test(arguments: 0..<6)
    func invariantsHoldThroughoutAGame(seed: Int) {
        var player = Player(seed: UInt64(seed))
        player.checkInvariants()
        for _ in 0..<300 {
            player.step()
            player.checkInvariants()
        }
        #expect(player.game.discardPile.count > 0, "random play finds some Sets")
    }

    @Test func aGameCanBePlayedToTheEnd() {
        var game = SetGame(seed: 11)
        var now: TimeInterval = 0
        while !game.isOver {
            now += 1
            if let set = game.hint() {
                for card in set { game.choose(card, at: now) }
                game.dealThreeMore(at: now)
            } else {
                game.dealThreeMore(at: now)
            }
            if game.selectionIsMatch == true, game.deck.isEmpty { game.choose(game.table[0], at: now) }
        }
        #expect(game.deck.isEmpty)
        #expect(game.discardPile.count + game.table.count == 81)
        #expect(game.score > 0)
    }
}
