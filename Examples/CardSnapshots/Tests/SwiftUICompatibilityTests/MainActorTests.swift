import Flipbook
import SwiftUICompatibility
import Testing

@MainActor
@Suite("Main-actor view models in Swift 6: View is @MainActor")
struct MainActorTests {
    @Test func aMainActorViewModelIsChangedByATapAndAButton() throws {
        let player = Player(size: CGSize(width: 100, height: 180)) { FlipCounterView() }
        #expect(isClose(try player.frame(at: 0).render()[50, 10], .red), "face down at first")
        #expect(player.tap(at: CGPoint(x: 50, y: 50)))
        #expect(isClose(try player.frame(at: player.clock.now).render()[50, 10], .green), "a tap turns it up")
        #expect(player.tap(at: CGPoint(x: 50, y: 120)))
        #expect(isClose(try player.frame(at: player.clock.now).render()[50, 10], .red), "Reset turns it down")
    }

    @Test func anObservableMainActorModelIsChangedByADrag() throws {
        let player = Player(size: CGSize(width: 100, height: 180)) { FlipCounterView() }
        _ = player.frame(at: 0)
        _ = player.tap(at: CGPoint(x: 50, y: 50))
        let drag = try #require(player.beginDrag(at: CGPoint(x: 30, y: 50)))
        drag.move(to: CGPoint(x: 60, y: 50))
        drag.end(at: CGPoint(x: 80, y: 50))
        let after = try player.frame(at: player.clock.now).render()
        let expected = try render(
            VStack(spacing: 0) {
                RoundedRectangle(cornerRadius: 8).fill(Color.green).frame(width: 100, height: 100)
                Button("Reset") {}.frame(height: 40)
                Text("1 1").frame(height: 40)
            }, width: 100, height: 180)
        #expect(after == expected, "one flip, and one point for a drag to the right")
    }

    @Test func aShapeWithNonisolatedAnimatableDataDraws() throws {
        let wedge = try render(Wedge(degrees: 90).fill(Color.blue), width: 100, height: 100)
        #expect(isClose(wedge[75, 25], .blue), "the quarter from twelve to three o'clock is filled")
        #expect(isClose(wedge[25, 75], .white), "the rest is not")
    }

    @Test func theLecturesCardifyWithAnIsolatedConformanceFlipsFrameByFrame() throws {
        let player = Player(size: CGSize(width: 100, height: 140)) { FlippingCard().padding() }
        let back = try player.frame(at: 0).render()
        #expect(isClose(back[50, 70], .orange), "face down: the back fills the card")
        #expect(player.tap(at: CGPoint(x: 50, y: 70)))
        let start = player.clock.now
        let quarter = try player.frame(at: start + 0.25).render()
        let end = try player.frame(at: start + 1).render()
        #expect(isClose(end[50, 20], .white), "face up after a second: the white face")
        let backWidth = inkBox(back).map { $0.maxX - $0.minX } ?? 0
        let quarterWidth = inkBox(quarter).map { $0.maxX - $0.minX } ?? 0
        #expect(quarterWidth < backWidth - 10, "turned 45° a quarter of the way: narrower (\(quarterWidth) of \(backWidth))")
    }
}
