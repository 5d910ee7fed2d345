@testable import Flipbook
import Foundation
import Testing

/// A card-like view with text, a stroke and a translucent layer: what a reused surface must
/// draw exactly as a new one does.
private struct Badge: View {
    let label: String
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(Color.orange)
            RoundedRectangle(cornerRadius: 12).stroke(Color.black, lineWidth: 3)
            Text(label).opacity(0.6)
        }
        .padding(10)
    }
}

@Suite("Frame workers and the frame surface each keeps")
struct FrameWorkersTests {
    @Test func everyJobRunsOnceAndCloseLetsTheWorkersEnd() {
        let workers = FrameWorkers(count: 3)
        let group = DispatchGroup()
        let counter = Counter()
        for _ in 0..<200 {
            group.enter()
            workers.submit { counter.add(); group.leave() }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        workers.close()
        #expect(counter.value == 200)
    }

    @Test func availableProcessorsCountsAtLeastOne() {
        #expect(FrameWorkers.availableProcessors >= 1)
    }

    @Test func aReusedSurfaceDrawsTheSameBytesAsANewOne() throws {
        let size = Size(width: 120, height: 80)
        let first = Player(size: size) { Badge(label: "One") }.frame(at: 0)
        let second = Player(size: size) { Badge(label: "Two") }.frame(at: 0)
        let fresh = try second.draw(scale: 2).pngData()
        _ = try first.drawReusingThreadSurface(scale: 2, background: .white).pngData()
        let reused = try second.drawReusingThreadSurface(scale: 2, background: .white).pngData()
        #expect(reused == fresh)
        #expect(reused != (try first.draw(scale: 2).pngData()))
    }

    @Test(arguments: [Color.white, Color.white.opacity(0.5), Color.clear])
    func aReusedSurfaceUnderEachKindOfBackgroundDrawsTheSameBytes(background: Color) throws {
        let size = Size(width: 120, height: 80)
        let first = Player(size: size) { Badge(label: "One") }.frame(at: 0)
        let second = Player(size: size) { Badge(label: "Two") }.frame(at: 0)
        let fresh = try second.draw(scale: 1, background: background).makeBitmap()
        _ = try first.drawReusingThreadSurface(scale: 1, background: background).makeBitmap()
        let reused = try second.drawReusingThreadSurface(scale: 1, background: background).makeBitmap()
        #expect(reused == fresh, "an opaque background covers the last frame; any other starts from zero")
    }

    @Test func aSurfaceStillInUseIsNotReused() throws {
        let list = Player(size: Size(width: 60, height: 40)) { Badge(label: "A") }.frame(at: 0)
        let held = try list.drawReusingThreadSurface(scale: 1, background: .white)
        let before = try held.pngData()
        _ = try Player(size: Size(width: 60, height: 40)) { Badge(label: "B") }.frame(at: 0)
            .drawReusingThreadSurface(scale: 1, background: .white)
        #expect(try held.pngData() == before, "the canvas still held keeps its pixels")
    }
}

/// A count behind a lock, for jobs on several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
