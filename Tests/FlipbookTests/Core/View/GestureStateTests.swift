import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private final class Record {
    var zoom = 1.0
    var seenInFlight: [Double] = []
    var gestureZoomNow: () -> Double = { .nan }
}

/// The lecture's pinch: the zoom in flight in `@GestureState`, committed in `onEnded`.
private struct ZoomingCanvas: View {
    let record: Record
    @GestureState private var gestureZoom = 1.0

    var body: some View {
        let state = $gestureZoom
        record.gestureZoomNow = { state.wrappedValue }
        return Color.teal
            .scaleEffect(record.zoom * gestureZoom)
            .gesture(MagnificationGesture()
                .updating($gestureZoom) { latest, gestureZoom, _ in gestureZoom = latest }
                .onChanged { _ in record.seenInFlight.append(state.wrappedValue) }
                .onEnded { record.zoom *= $0 })
            .touchTarget(TargetName("canvas"))
    }
}

private struct DraggedSquare: View {
    @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var offset = CGSize.zero

    var body: some View {
        Rectangle().frame(width: 40, height: 40)
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, offset, _ in offset = value.translation })
            .touchTarget(TargetName("square"))
    }
}

@MainActor
@Suite("@GestureState")
struct GestureStateTests {
    @Test func aPinchUpdatesInFlightAndCommitsOnEnd() throws {
        let record = Record()
        let player = Player(size: CGSize(width: 200, height: 200)) { ZoomingCanvas(record: record) }
        _ = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: "pinch 2 at canvas over 1"))
        // Fingers report every 1/120 s; the first sample (1.008) is short of the 0.01 a pinch needs.
        #expect(record.seenInFlight.count == 119)
        #expect(abs((record.seenInFlight.first ?? 0) - (1 + 2.0 / 120)) < 1e-9 && abs((record.seenInFlight.last ?? 0) - 2) < 1e-9)
        #expect(record.zoom == 2, "committed when the pinch ends")
        #expect(record.gestureZoomNow() == 1, "back to its initial value")
    }

    @Test func theStateResetsInItsResetTransaction() throws {
        let player = Player(size: CGSize(width: 300, height: 300)) { DraggedSquare() }
        let start = try #require(player.location(of: TargetName("square")))
        let frames = try ScriptRunner(player: player, fps: 10)
        _ = try frames.run(try TouchScript(parsing: "drag square -> \(Int(start.x) + 100),\(Int(start.y)) over 1"))
        // The drag ended at +100 and the offset animates back to zero over a second.
        _ = player.frame(at: 1.5)
        let halfway = try #require(player.drawnLocation(of: TargetName("square")))
        #expect(abs(halfway.x - (start.x + 50)) < 1)
        _ = player.frame(at: 2.5)
        #expect(abs(try #require(player.drawnLocation(of: TargetName("square"))).x - start.x) < 1e-9)
    }
}
