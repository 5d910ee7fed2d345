import FlipbookSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer
@testable import SetApp

/// Random play on the Set screen, as a player's fingers do it: taps on cards (a third of them on
/// a card of a Set on the table), on the deck and on the buttons, some while cards are still
/// flying, and pauses between them.
@MainActor
@Suite("Set screen: touches reach the card named")
struct TableTouchTests {
    @MainActor
    private struct Session {
        let clock = VirtualClock()
        let game: ShapeSetGame
        let player: Player
        var random: SeededGenerator
        var time = 0.0

        init(seed: UInt64) {
            game = ShapeSetGame(seed: seed, clock: clock)
            let game = self.game
            player = Player(size: CGSize(width: 390, height: 844), clock: clock) { SetGameView(game: game) }
            random = SeededGenerator(seed: seed &+ 99)
        }

        /// A pause of 0 to 1.2 s, then a touch.
        mutating func step() throws {
            time += Double(Int.random(in: 0...12, using: &random)) / 10
            player.advance(to: time)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<12: player.tap(at: try #require(player.location(of: TargetName("deck"))))
            case 12..<15: player.tap(at: try #require(player.location(of: TargetName("button", label: "Shuffle"))))
            case 15..<45: try tapCard(game.model.hint()?.first { !game.selected.contains($0.id) })
            default: try tapCard(game.table.randomElement(using: &random))
            }
        }

        /// Taps the centre of `card`'s target, when it is on the table (not still on its way),
        /// and expects the game to have chosen that card.
        mutating func tapCard(_ card: SetGame.Card?) throws {
            guard let card else { return }
            let name = TargetName("card", index: game.tableNumber(of: card))
            // A card still on its way from the deck has no target on the table yet.
            guard player.targetNames.contains(name) else { return }
            let point = try #require(player.location(of: name))
            var expected = game.model
            expected.choose(card, at: clock.now)
            player.tap(at: point)
            #expect(game.model == expected, "a tap at \(name)'s centre \(point) at \(time) s chose card \(card.id)")
        }

        /// Every `card N` on screen: its centre hit-tests to the view named `card N`.
        func checkEveryCardsCentre() throws {
            let scene = try #require(player.sceneNow())
            let cards = scene.targetNames.filter { $0.kind == "card" }
            #expect(Set(cards).count == cards.count && cards.allSatisfy { (1...game.table.count).contains($0.index ?? 0) })
            for name in cards {
                let centre = try #require(scene.locate(name))
                let path = scene.hitPath(at: centre) ?? []
                #expect(path.contains { $0.attributes.target == name }, "\(name)'s centre \(centre) at \(time) s hits \(path.last?.identity ?? "nothing")")
            }
        }
    }

    @Test(arguments: [1, 1000] as [UInt64])
    func everyCardsCentreHitsThatCard(seed: UInt64) throws {
        var session = Session(seed: seed)
        for _ in 0..<30 {
            try session.step()
            try session.checkEveryCardsCentre()
        }
        #expect(session.game.score != 0 || !session.game.discardPile.isEmpty || session.game.deck.count < 69, "the play went somewhere")
    }
}
