import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Animations as the lectures write them")
struct AnimationTests {
    @Test func aMatchedViewFliesBetweenItsPlaces() throws {
        let player = Player(size: CGSize(width: 300, height: 200)) { DealtDot() }
        let start = try #require(box(of: .red, in: try player.frame(at: player.clock.now).render()))
        #expect(player.tap(at: CGPoint(x: 150, y: 100)))
        player.advance(to: 0.5)
        let middle = try #require(box(of: .red, in: try player.frame(at: 0.5).render()))
        player.advance(to: 1.5)
        let end = try #require(box(of: .red, in: try player.frame(at: 1.5).render()))
        #expect(start.minX < 10 && end.minX > 240, "from the deck on the left to the board on the right")
        #expect(middle.minX > start.minX + 50 && middle.minX < end.minX - 50, "halfway, one dot in flight")
    }

    @Test func theImplicitAnimationWithoutAValueAnimatesEveryChange() throws {
        let player = Player(size: CGSize(width: 200, height: 40)) { Slider2020() }
        #expect(player.tap(at: CGPoint(x: 100, y: 20)))
        player.advance(to: 0.5)
        let middle = try #require(box(of: .blue, in: try player.frame(at: 0.5).render()))
        #expect(middle.minX > 20 && middle.minX < 80, "on its way, not jumped")
    }

    @Test func anEquatableValueDrivesTheAnimation() throws {
        let player = Player(size: CGSize(width: 200, height: 100)) { CardRow() }
        #expect(player.tap(at: CGPoint(x: 50, y: 50)))
        player.advance(to: 0.5)
        let middle = try player.frame(at: 0.5).render()[50, 50]
        #expect(!isClose(middle, .orange) && !isClose(middle, .white), "halfway from orange to white")
    }
}
