import Flipbook
import Foundation
import Testing

/// State the tests change through the player, as intents do.
private final class Spot {
    var x = 0.0
}

@MainActor
@Suite("Trace: views as presented, frame by frame")
struct TraceTests {
    private func traced(_ id: String, size: CGSize = CGSize(width: 200, height: 100), _ content: @escaping () -> some View) throws -> TracedView {
        let player = Player(size: size, content: content)
        _ = player.frame(at: 0)
        return try #require(player.tracedViews().first { $0.id == id })
    }

    @Test func frameOnScreenAfterLayoutAndOffset() throws {
        // A 40×20 box centred in 200×100 is at (80, 40); the offset moves it by (10, 5).
        let view = try traced("box") { ZStack { Rectangle().frame(width: 40, height: 20).id("box").offset(x: 10, y: 5) } }
        #expect(view == TracedView(id: "box", x: 90, y: 45, width: 40, height: 20))
    }

    @Test func opacityScaleAndRotationAreThoseOnScreen() throws {
        let view = try traced("box") {
            ZStack { Rectangle().frame(width: 40, height: 20).id("box").scaleEffect(2).opacity(0.5) }.opacity(0.5)
        }
        #expect(view.opacity == 0.25, "its own opacity times its parent's")
        #expect(view.scale == 2)
        #expect(view.x == 60 && view.y == 30 && view.width == 80 && view.height == 40, "scaled about its centre (100, 50)")
        let turned = try traced("box") { ZStack { Rectangle().frame(width: 40, height: 20).id("box").rotationEffect(.degrees(90)) } }
        #expect(abs(turned.rotation - 90) < 1e-9)
        #expect(abs(turned.width - 20) < 1e-9 && abs(turned.height - 40) < 1e-9, "the box around the turned frame")
        #expect(abs(turned.x - 90) < 1e-9 && abs(turned.y - 30) < 1e-9)
    }

    @Test func rotation3DInsideTheViewAndForEachIdentities() throws {
        let card = try traced("card") {
            ZStack { Rectangle().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).frame(width: 40, height: 60).id("card") }
        }
        #expect(abs(card.rotation3D - 60) < 1e-9)
        let player = Player(size: CGSize(width: 300, height: 100)) {
            HStack(spacing: 0) { ForEach(["a", "b"], id: \.self) { name in Rectangle().frame(width: 50, height: 50) } }
        }
        _ = player.frame(at: 0)
        #expect(player.tracedViews().map(\.id) == ["a", "b"])
        #expect(player.tracedViews().map(\.x) == [100, 150])
    }

    @Test func aPositionedViewIsTracedWithItsOwnFrameNotTheSpaceItFills() throws {
        // `.position` fills the 200×100 parent; the 20×10 box it centres on (50, 30) is the view.
        let player = Player(size: CGSize(width: 200, height: 100)) {
            ZStack { ForEach([7], id: \.self) { _ in Rectangle().frame(width: 20, height: 10).position(x: 50, y: 30).onTapGesture {} } }
        }
        _ = player.frame(at: 0)
        #expect(player.tracedViews() == [TracedView(id: "7", x: 40, y: 25, width: 20, height: 10)])
    }

    @Test func aViewKeepsItsIDWhenAnotherKnownByTheSameIDComesAndGoes() throws {
        let spot = Spot()
        let player = Player(size: CGSize(width: 200, height: 100)) {
            VStack(spacing: 0) {
                if spot.x > 0 { HStack { ForEach([1], id: \.self) { _ in Rectangle().frame(width: 10, height: 10) } } }
                HStack { ForEach([1], id: \.self) { _ in Rectangle().frame(width: 30, height: 30) } }
            }
        }
        _ = player.frame(at: 0)
        #expect(player.tracedViews().map(\.id) == ["1"])
        player.perform { spot.x = 1 }
        _ = player.frame(at: 0.1)
        #expect(player.tracedViews().map { "\($0.id) \(Int($0.width))" } == ["1#2 10", "1 30"], "the first view known as 1 keeps it")
        player.perform { spot.x = 0 }
        _ = player.frame(at: 0.2)
        #expect(player.tracedViews().map { "\($0.id) \(Int($0.width))" } == ["1 30"])
    }

    @Test func anAnimationIsRecordedAsItIsPresented() throws {
        let spot = Spot()
        let player = Player(size: CGSize(width: 200, height: 100)) {
            ZStack(alignment: .topLeading) { Color.white; Rectangle().frame(width: 10, height: 10).offset(x: spot.x).id("spot") }
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { spot.x = 100 } }
        let recorder = TraceRecorder(player: player, fps: 4)
        for number in 1...5 {
            _ = player.frame(at: Double(number - 1) / 4)
            recorder.record(frame: number)
        }
        #expect(recorder.frames.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
        #expect(recorder.frames.map { $0.view("spot")?.x } == [0, 25, 50, 75, 100])
    }

    @Test func traceFileLinesRoundTripRounded() throws {
        let frame = FrameTrace(frame: 3, time: 1.0 / 3, views: [TracedView(id: "12", x: 1.234567, y: -0.00001, width: 10, height: 20)])
        let line = String(decoding: TraceFile.line(of: frame), as: UTF8.self)
        #expect(line == #"{"frame":3,"time":0.3333,"views":[{"height":20,"id":"12","opacity":1,"rotation":0,"rotation3D":0,"scale":1,"width":10,"x":1.2346,"y":0}]}"#)
        let parsed = try TraceFile.parse(Data((line + "\n" + line + "\n").utf8), file: "t.jsonl")
        #expect(parsed.count == 2 && parsed[0].views[0].x == 1.2346)
        #expect(throws: FlipbookError.self) { try TraceFile.parse(Data("{}\n".utf8), file: "t.jsonl") }
    }
}

@MainActor
@Suite("Trace: jumps")
struct TraceJumpTests {
    /// View "a" moves 10 pt a frame; at frame 4 it jumps 200 pt. View "b" stays.
    private static let frames: [FrameTrace] = [0, 10, 20, 220, 230].enumerated().map { index, x in
        FrameTrace(frame: index + 1, time: Double(index) / 30,
                   views: [TracedView(id: "a", x: x, y: 0, width: 10, height: 10), TracedView(id: "b", x: 0, y: 50, width: 10, height: 10)])
    }

    @Test func aJumpIsNamedByFrameAndView() {
        let jumps = TraceJump.jumps(in: Self.frames, maxStep: 25)
        #expect(jumps == [TraceJump(frame: 4, time: 0.1, id: "a", distance: 200)])
        #expect(jumps[0].description == "frame 4 (0.1 s): a moved 200.0 pt")
    }

    @Test func noJumpUnderTheLimitOrForOtherViews() {
        #expect(TraceJump.jumps(in: Self.frames, maxStep: 200).isEmpty)
        #expect(TraceJump.jumps(in: Self.frames, maxStep: 25, ids: ["b"]).isEmpty)
    }

    @Test func framesThatAreNotConsecutiveAreNotCompared() {
        #expect(TraceJump.jumps(in: [Self.frames[0], Self.frames[3]], maxStep: 25).isEmpty)
    }
}
