import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// What the screen below keeps: the fruits left and where the square was dropped.
private final class SamplingModel {
    var fruits = ["Apples", "Bananas", "Cherries", "Grapes"]
    var square = CGSize.zero
}

/// A list of fruit that a swipe deletes from, a square to drag and lines to fling.
private struct SamplingScreen: View {
    let model: SamplingModel

    var body: some View {
        VStack(spacing: 0) {
            List {
                ForEach(model.fruits, id: \.self) { Text($0) }
                    .onDelete { model.fruits.remove(atOffsets: $0) }
            }
            .frame(height: 260)
            Rectangle().fill(Color.orange).frame(width: 60, height: 60)
                .offset(model.square)
                .gesture(DragGesture().onEnded { value in
                    model.square = CGSize(width: model.square.width + value.translation.width,
                                        height: model.square.height + value.translation.height)
                })
                .touchTarget(TargetName("square"))
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in Text("Line \(index)").frame(width: 300, height: 50) }
                }
            }
        }
    }
}

@MainActor
@Suite("Touch scripts: fingers sampled at 120 Hz, whatever the frame rate")
struct TouchSamplingTests {
    /// A swipe that begins 10 ms before a 4-fps frame (which used to see the finger 2 pt in,
    /// short of a drag, and no frame after it before the lift), a drag of the square and a
    /// fling of the lines; the state and the lines' place afterwards.
    private func play(fps: Double) throws -> (fruits: [String], square: CGSize, line: Double) {
        let model = SamplingModel()
        let player = Player(size: CGSize(width: 390, height: 844)) { SamplingScreen(model: model) }
        let script = """
            wait 0.49
            swipe left on row 2
            wait 0.5
            tap button "Delete"
            wait 0.6
            drag square -> 250,420 over 0.33
            wait 0.21
            drag 200,700 -> 200,560 over 0.13
            wait 3
            """
        _ = try ScriptRunner(player: player, fps: fps).run(try TouchScript(parsing: script))
        let line = try #require(player.frame(ofText: "Line 0")).minY
        return (model.fruits, model.square, line)
    }

    @Test(arguments: [4.0, 10, 30])
    func aSwipeIsRecognisedAtAnyFrameRate(fps: Double) throws {
        #expect(try play(fps: fps).fruits == ["Apples", "Cherries", "Grapes"])
    }

    @Test func theSameScriptEndsInTheSameStateAt4_10And30FramesPerSecond() throws {
        let slow = try play(fps: 4), medium = try play(fps: 10), fast = try play(fps: 30)
        #expect(slow.square == medium.square && medium.square == fast.square)
        #expect(slow.square != .zero, "the square was dragged")
        #expect(slow.line == medium.line && medium.line == fast.line, "the fling glides as far: \(slow.line), \(medium.line), \(fast.line)")
        #expect(slow.line < 260 + 60 - 140 - 100, "it glided on after the finger lifted: \(slow.line)")
    }

    @Test func aDragEndsWithAMoveToItsEndPoint() throws {
        var moves: [CGPoint] = []
        var ended: CGPoint?
        let player = Player(size: CGSize(width: 390, height: 400)) {
            Color.clear.contentShape(Rectangle())
                .gesture(DragGesture(coordinateSpace: .global)
                    .onChanged { moves.append($0.location) }
                    .onEnded { ended = $0.location })
        }
        _ = try ScriptRunner(player: player, fps: 4).run(try TouchScript(parsing: "wait 0.1\ndrag 100,100 -> 300,200 over 0.1"))
        #expect(moves.count == 12, "one move every 1/120 s: \(moves.count)")
        #expect(moves.last == CGPoint(x: 300, y: 200))
        #expect(ended == CGPoint(x: 300, y: 200))
    }

    @Test func sampleCountsCoverTheTouchAndEndAtItsEnd() {
        #expect(TouchInput.sampleCount(over: 0.25) == 30)
        #expect(TouchInput.sampleCount(over: 0.1) == 12)
        #expect(TouchInput.sampleCount(over: 0) == 1)
        #expect(TouchInput.sampleCount(over: 0.001) == 1)
        #expect(TouchInput.elapsed(atSample: 12, of: 12, over: 0.1) == 0.1)
        #expect(TouchInput.elapsed(atSample: 1, of: 1, over: 0.001) == 0.001)
    }
}
