import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private final class Taps {
    var log: [String] = []
    var offset = CGSize.zero
    var committed = CGSize.zero
}

private struct TapView: View {
    let taps: Taps
    var body: some View {
        ZStack {
            Color.white.onTapGesture { taps.log.append("background") }
            Circle().fill(Color.red).frame(width: 100, height: 100)
                .onTapGesture { taps.log.append("circle") }
                .touchTarget("dot", index: 1)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                .offset(CGSize(width: taps.committed.width + taps.offset.width, height: taps.committed.height + taps.offset.height))
                .gesture(DragGesture()
                    .onChanged { taps.offset = $0.translation }
                    .onEnded { value in
                        taps.committed = CGSize(width: taps.committed.width + value.translation.width,
                                              height: taps.committed.height + value.translation.height)
                        taps.offset = .zero
                    })
                .touchTarget(TargetName("handle"))
        }
    }
}

@MainActor
@Suite("Player: touches and scripts")
struct PlayerTests {
    private func setUp() -> (Taps, Player) {
        let taps = Taps()
        return (taps, Player(size: CGSize(width: 300, height: 300)) { TapView(taps: taps) })
    }

    @Test func tapHitsTheFrontmostViewThatDrawsThere() {
        let (taps, player) = setUp()
        player.tap(at: CGPoint(x: 150, y: 110))      // inside the circle, above the square
        player.tap(at: CGPoint(x: 106, y: 106))      // a corner of the circle's frame, outside the circle: the background
        player.tap(at: CGPoint(x: 10, y: 10))        // the background
        #expect(taps.log == ["circle", "background", "background"])
    }

    @Test func contentShapeDecidesForCircles() {
        let taps = Taps()
        let player = Player(size: CGSize(width: 300, height: 300)) {
            ZStack {
                Color.white.onTapGesture { taps.log.append("background") }
                Circle().frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { taps.log.append("circle") }
            }
        }
        player.tap(at: CGPoint(x: 103, y: 103))
        player.tap(at: CGPoint(x: 150, y: 150))
        #expect(taps.log == ["background", "circle"])
    }

    @Test func namedTargetsResolveThroughLayout() throws {
        let (_, player) = setUp()
        let dot = try #require(player.location(of: TargetName("dot", index: 1)))
        #expect(abs(dot.x - 150) < 1e-9 && abs(dot.y - 150) < 1e-9)
        #expect(player.location(of: TargetName("dot", index: 2)) == nil)
    }

    @Test func dragMovesTheViewInFlightAndCommitsAtTheEnd() throws {
        let (taps, player) = setUp()
        let script = try TouchScript(parsing: "drag handle -> 250,150 over 1\nwait 0.5")
        let frames = try ScriptRunner(player: player, fps: 10).run(script)
        #expect(frames.count == 16, "0 … 1.5 s at 10 fps")
        #expect(taps.committed == CGSize(width: 100, height: 0))
        #expect(taps.offset == .zero)
        let midway = try frames[5].render(scale: 1, background: .white)
        #expect(midway.bytes(x: 200, y: 150) == [0, 122, 255, 255], "at 0.5 s the square is halfway, over x = 200")
        #expect(midway.bytes(x: 250, y: 150) == [255, 255, 255, 255])
    }

    @Test func scriptAimingAtNothingNamesTheLine() throws {
        let (_, player) = setUp()
        let script = try TouchScript(parsing: "wait 0.1\ntap dot 7")
        #expect {
            try ScriptRunner(player: player, fps: 10).run(script)
        } throws: { error in
            "\(error)".contains("line 2, column 1: no dot 7 on screen") && "\(error)".contains("dot 1")
        }
    }

    @Test func framesAreIndependentOfDrawingOrder() throws {
        let (_, player) = setUp()
        let frames = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: "drag handle -> 250,150 over 1"))
        let forward = try frames.map { try $0.render().pixels }
        let backward = try frames.reversed().map { try $0.render().pixels }
        #expect(forward == Array(backward.reversed()))
    }
}

@MainActor
@Suite("Scheduled intents")
struct ScheduledIntentTests {
    private final class Counter { var value = 0 }

    @Test func afterRunsOnTheVirtualClock() throws {
        let counter = Counter()
        let player = Player(size: CGSize(width: 100, height: 100)) {
            Color.white.onTapGesture { after(0.5) { counter.value += 1 } }.touchTarget(TargetName("screen"))
        }
        let frames = try ScriptRunner(player: player, fps: 10).run(try TouchScript(parsing: "tap screen\nwait 0.4"))
        #expect(frames.count == 5)
        #expect(counter.value == 0, "not yet at 0.4 s")
        _ = player.frame(at: 0.5)
        #expect(counter.value == 1, "at 0.5 s")
        #expect(player.clock.now == 0.5)
    }
}
