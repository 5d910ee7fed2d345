import Foundation
import TestSupport
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A dot that slides across when tapped, and rests before and after.
private struct SlidingDot: View {
    @State private var isRight = false
    var body: some View {
        Circle().fill(Color.teal).frame(width: 30, height: 30)
            .offset(x: isRight ? 50 : -50)
            .onTapGesture { withAnimation(.linear(duration: 0.2)) { isRight.toggle() } }
            .touchTarget(TargetName("dot"))
    }
}

@MainActor
@Suite("Frames at rest written again from the bytes of the frame before")
struct RepeatedFrameTests {
    @Test func aStreamWritesEveryFrameAsIfDrawnAlone() throws {
        let folder = try TemporaryFolder()
        let player = Player(size: CGSize(width: 160, height: 80)) { SlidingDot() }
        let script = try TouchScript(parsing: "wait 0.1\ntap dot\nwait 0.4")
        let frames = try ScriptRunner(player: player, fps: 30).run(script)
        let shared = zip(frames.dropFirst(), frames).filter { $0.drawsSameFrame(as: $1) }.count
        #expect(shared > 5, "the frames before the tap and after the slide rest")
        #expect(shared < frames.count - 5, "the frames of the slide move")
        let writer = FrameWriter(folder: folder.url, scale: 2, handlesSignals: false)
        let stream = FrameStream(writer: writer)
        for frame in frames { try stream.append(frame) }
        #expect(try stream.finish().frames == frames.count)
        for (index, frame) in frames.enumerated() {
            let written = try Data(contentsOf: folder.url.appendingPathComponent(writer.fileName(ofFrame: index + 1)))
            #expect(written == (try writer.encode(frame)), "frame \(index + 1)")
        }
    }
}
