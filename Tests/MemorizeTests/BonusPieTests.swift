@testable import Flipbook
import Foundation
import Memorize
import Testing

/// One card of a letter game, chosen by a tap at the clock's time, with no flip animation.
private struct OneCard: View {
    let clock: VirtualClock
    @State private var game = letterGame(pairs: 2)

    var body: some View {
        CardView(game.card("1a"))
            .onTapGesture { game.choose("1a", at: clock.now) }
            .touchTarget(TargetName("card"))
    }
}

@Suite("The bonus pie, animated down as lecture 6 does")
struct BonusPieTests {
    private static let size = Size(width: 120, height: 180)

    /// A card turned face up at 1 s, drawn at `times`; the player that drew it.
    private func shrinkingPie(at times: [Double]) throws -> (frames: [Bitmap], player: Player, built: Int) {
        let clock = VirtualClock()
        let player = Player(size: Self.size, clock: clock) { OneCard(clock: clock) }
        _ = player.frame(at: 1)
        #expect(player.tap(at: try #require(player.location(of: TargetName("card")))))
        _ = player.frame(at: 1)
        let built = player.scenesBuilt
        return (try times.map { try player.frame(at: $0).render(scale: 2) }, player, built)
    }

    /// The card face up with a pie standing still at `share`.
    private func stillPie(_ share: Double) throws -> Bitmap {
        let player = Player(size: Self.size) {
            CardView(content: "A", isFaceUp: true, isMatched: false, bonusRemaining: share)
        }
        return try player.frame(at: 0).render(scale: 2)
    }

    @Test func theAnimatedPieShowsTheShareTheModelHasLeft() throws {
        let times = [1.5, 2.5, 4, 5.5, 6.9, 8]
        let (frames, _, _) = try shrinkingPie(at: times)
        var model = letterGame(pairs: 2)
        model.choose("1a", at: 1)
        for (frame, time) in zip(frames, times) {
            let share = model.card("1a").bonusRemaining(at: time)
            #expect(frame == (try stillPie(share)), "at \(time) s the pie should show \(share) left")
        }
        // The pie did move: half-way it differs from the start and from the end.
        #expect(frames[2] != frames[0] && frames[2] != frames[5])
    }

    @Test func aShrinkingPieDoesNotRebuildTheViews() throws {
        let (_, player, built) = try shrinkingPie(at: stride(from: 1.1, through: 3, by: 0.1).map { $0 })
        #expect(player.scenesBuilt == built, "frames while the pie shrinks only interpolate")
    }
}
