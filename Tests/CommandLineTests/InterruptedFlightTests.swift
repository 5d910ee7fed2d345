import Flipbook
import Foundation
import Testing
import TestSupport

/// What users of the real apps fought: New Game pressed while cards fly to the Set discard pile,
/// Shuffle pressed in the middle of Memorize's deal. An interrupted flight goes on from where
/// the card is: no card jumps, fades or is left behind.
@Suite("Interrupted flights, traced")
struct InterruptedFlightTests {
    /// At 120 frames per second the fastest flights move under 15 points a frame.
    private static let maxStep = "25"

    private func trace(_ script: String, in folder: TemporaryFolder) throws -> [FrameTrace] {
        let trace = folder.file("trace.jsonl")
        let result = try CommandRunner.run(["play", Repository.path("assets/scripts/\(script).touches"), "--fps", "120",
                                            "--trace", trace.path, "--max-step", Self.maxStep])
        #expect(result.status == 0, "\(result.standardError)")
        return try TraceFile.read(contentsOf: trace)
    }

    @Test func memorizeShuffleInTheMiddleOfTheDealMovesNoCardByAJump() throws {
        let frames = try trace("memorize-shuffle-interrupts-deal", in: try TemporaryFolder())
        #expect(frames.count == 493)
    }

    /// One run, two checks: the gathering after New Game, then the deal (see below).
    @Test func setNewGameDuringADiscardGathersEveryCardOnTheDeckThenDealsAtFullOpacity() throws {
        let frames = try trace("set-new-game-interrupts-discard", in: try TemporaryFolder())
        try checkGathering(frames)
        checkDeal(frames)
    }

    private func checkGathering(_ frames: [FrameTrace]) throws {
        // New Game is pressed at 3.4 s, while the match flies to the discard pile; the cards
        // gather on the deck for 0.6 s, and those the new deck does not show leave at 4 s.
        let pressed = try #require(frames.first { abs($0.time - 3.4) < 1e-9 })
        let gathered = try #require(frames.first { abs($0.time - 4.0) < 1e-9 })
        let deck = try #require(gathered.views.last { !$0.id.contains("/") && $0.y > 700 })
        let cards = pressed.views.filter { !$0.id.contains("/") && $0.y < 700 }
        #expect(cards.count == 12, "the table and the three cards in flight")
        for card in cards {
            let path = frames.filter { $0.time >= 3.4 && $0.time < 4.0 }.compactMap { $0.view(card.id) }
            #expect(path.count == 72, "card \(card.id) stays on screen all the way")
            #expect(path.allSatisfy { $0.opacity == 1 }, "card \(card.id) does not fade")
            let end = try #require(path.last)
            #expect(abs(end.center.x - deck.center.x) < 5 && abs(end.center.y - deck.center.y) < 5,
                    "card \(card.id) ends on the deck, at \(end.center), not \(deck.center)")
        }
    }

    /// No default fade dims a card on its way from the deck to the table.
    private func checkDeal(_ frames: [FrameTrace]) {
        let flying = frames.filter { $0.time > 4 }.flatMap(\.views).filter { !$0.id.contains("/") && $0.y < 690 }
        #expect(!flying.isEmpty)
        #expect(flying.allSatisfy { $0.opacity == 1 }, "no default fade dims a card on its way from the deck")
    }
}
