import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("TimelineView on the virtual clock")
struct TimelineTests {
    /// The run's start as TimelineView dates it.
    private let start = Date(timeIntervalSinceReferenceDate: 0)

    @Test func anAnimationScheduleShowsEveryFrame() throws {
        let player = Player(size: CGSize(width: 200, height: 20)) { GrowingBar(start: start) }
        player.advance(to: 1.5)
        let bar = try #require(box(of: .green, in: try player.frame(at: 1.5).render()))
        #expect(bar.maxX == 74, "1.5 s × 50 points")
    }

    @Test func aPeriodicScheduleStepsEachSecond() throws {
        let player = Player(size: CGSize(width: 200, height: 20)) { TickingBar(start: start) }
        player.advance(to: 1.5)
        let bar = try #require(box(of: .blue, in: try player.frame(at: 1.5).render()))
        #expect(bar.maxX == 49, "the step of 1 s, not 1.5")
        player.advance(to: 2.2)
        let later = try #require(box(of: .blue, in: try player.frame(at: 2.2).render()))
        #expect(later.maxX == 99)
    }
}

@MainActor
@Suite("TimelineView schedules at their edges")
struct TimelineEdgeTests {
    @Test func aPeriodicScheduleStartingLaterShowsItsStart() throws {
        let later = Date(timeIntervalSinceReferenceDate: 1_000_000)
        let player = Player(size: CGSize(width: 200, height: 20)) { TickingBar(start: later) }
        player.advance(to: 2)
        #expect(box(of: .blue, in: try player.frame(at: 2).render()) == nil, "no time has passed since its start")
    }

    @Test func aNaNIntervalStillShowsEveryFrame() throws {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let view = TimelineView(.animation(minimumInterval: .nan)) { context in
            Color.green.frame(width: CGFloat(context.date.timeIntervalSince(start)) * 50, height: 20)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        let player = Player(size: CGSize(width: 200, height: 20)) { view }
        player.advance(to: 1)
        #expect(try #require(box(of: .green, in: try player.frame(at: 1).render())).maxX == 49)
    }
}
