import Foundation
import Memorize
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// One card of a letter game, turned by a tap at the clock's time, as the game turns it. Its
/// pie is the lecture's animated one, or, with `readsTheClock`, one that stands still at the
/// share the model has left as of the clock on every frame.
private struct OneCard: View {
    let clock: VirtualClock
    let readsTheClock: Bool
    @State private var game = letterGame(pairs: 2)

    var body: some View {
        card
            .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { game.choose(next, at: clock.now); choices.removeFirst() } }
            .touchTarget(TargetName("card"))
    }

    /// 1a up, 2a up (no match), 2b up (1a and 2a turn face down), 1a up again.
    @State private var choices = ["1a", "2a", "2b", "1a"]
    private var next: String { choices.first ?? "1a" }

    @ViewBuilder
    private var card: some View {
        let card = game.card("1a")
        if readsTheClock {
            CardView(content: card.content, isFaceUp: card.isFaceUp, isMatched: card.isMatched,
                     bonusRemaining: card.bonusRemaining(at: clock.now))
        } else {
            CardView(card)
        }
    }
}

@MainActor
@Suite("The bonus pie, animated down as lecture 6 does")
struct BonusPieTests {
    private static let size = CGSize(width: 120, height: 180)
    /// The taps, in seconds: 1a turns up at 1 s, 2a at 2.5 s, 2b at 3.5 s (1a and 2a turn face
    /// down, 1a's bonus clock stops), 1a again at 5 s (its clock runs on).
    private static let taps = [1, 2.5, 3.5, 5]

    /// The frames, 30 a second from 0.9 s to 9 s, and the player that drew them.
    private func frames(readingTheClock: Bool) throws -> (frames: [Bitmap], player: Player) {
        let clock = VirtualClock()
        let player = Player(size: Self.size, clock: clock) { OneCard(clock: clock, readsTheClock: readingTheClock) }
        var frames: [Bitmap] = [], taps = Self.taps
        for step in 27...270 {
            let time = Double(step) / 30
            if let tap = taps.first, time >= tap {
                _ = player.frame(at: tap)
                #expect(player.tap(at: try #require(player.location(of: TargetName("card")))))
                taps.removeFirst()
            }
            frames.append(try player.frame(at: time).render(scale: 1))
        }
        return (frames, player)
    }

    @Test func theAnimatedPieDrawsWhatAPieReadingTheClockDraws() throws {
        let animated = try frames(readingTheClock: false), clocked = try frames(readingTheClock: true)
        let differing = animated.frames.indices.filter { animated.frames[$0] != clocked.frames[$0] }
        #expect(differing.isEmpty, "frames at \(differing.map { Double($0 + 27) / 30 }) s differ")
        // The pie did move, and with far fewer builds.
        #expect(animated.frames[60] != animated.frames[30], "the pie shrinks")
        #expect(animated.player.scenesBuilt < clocked.player.scenesBuilt / 4)
    }
}
