import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private final class Pinches {
    var values: [MagnifyGesture.Value] = []
}

/// Two squares 100 pt apart with a gap between them, in a stack that pinches.
private struct Canvas2: View {
    let pinches: Pinches
    var body: some View {
        HStack(spacing: 100) {
            Color.blue.frame(width: 100, height: 100)
            Color.red.frame(width: 100, height: 100)
        }
        .gesture(MagnifyGesture().onEnded { pinches.values.append($0) })
    }
}

@MainActor
@Suite("Pinch with its centre anywhere")
struct PinchCentreTests {
    @Test func thePinchesCentreReachesTheGestureInItsViewsCoordinates() throws {
        let pinches = Pinches()
        let player = Player(size: CGSize(width: 400, height: 200)) { Canvas2(pinches: pinches) }
        try player.play("pinch 2 at 60,120 over 0.5")
        #expect(pinches.values.map(\.magnification) == [2])
        #expect(pinches.values.first?.startLocation == CGPoint(x: 10, y: 70), "the stack spans 50...350 × 50...150")
    }

    @Test func aCentreBetweenViewsStillPinchesWhenAFingerLandsOnOne() throws {
        let pinches = Pinches()
        let player = Player(size: CGSize(width: 400, height: 200)) { Canvas2(pinches: pinches) }
        try player.play("pinch 0.5 at 180,100 over 0.5")
        #expect(pinches.values.map(\.magnification) == [0.5], "the gap draws nothing; the left finger lands on blue")
        #expect(pinches.values.first?.startLocation == CGPoint(x: 130, y: 50))
    }

    @Test func aPinchWhereNoFingerLandsOnAPinchableViewDoesNothing() throws {
        let pinches = Pinches()
        let player = Player(size: CGSize(width: 400, height: 200)) { Canvas2(pinches: pinches) }
        try player.play("pinch 2 at 10,10 over 0.5")
        #expect(pinches.values.isEmpty)
    }
}
