import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

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

@MainActor
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

    @Test func aLaneRunsInOrderOnOneWorkerWhileAnotherRunsTheNext() {
        let workers = FrameWorkers(count: 2)
        let group = DispatchGroup()
        let log = RunLog()
        // Lane 0's first job holds its worker until a job of lane 1 has run: lane 1 must go to
        // the other worker, and lane 0's later jobs must wait for their own.
        let laneOneRan = DispatchSemaphore(value: 0)
        for number in 0..<24 {
            let lane = number / 8
            group.enter()
            workers.submit(lane: lane) {
                if number == 0 { _ = laneOneRan.wait(timeout: .now() + 30) }
                log.add(lane: lane, number: number, thread: ObjectIdentifier(Thread.current))
                if lane == 1 { laneOneRan.signal() }
                group.leave()
            }
        }
        #expect(group.wait(timeout: .now() + 60) == .success)
        workers.close()
        let runs = log.runs
        #expect(runs.count == 24)
        for lane in 0..<3 {
            let ofLane = runs.filter { $0.lane == lane }
            #expect(Set(ofLane.map(\.thread)).count == 1, "lane \(lane) ran on one worker")
            #expect(ofLane.map(\.number) == Array(lane * 8..<(lane + 1) * 8), "lane \(lane) ran in order")
        }
        #expect(Set(runs.map(\.thread)).count == 2, "the second lane went to the other worker")
    }

    @Test func availableProcessorsCountsAtLeastOne() {
        #expect(FrameWorkers.availableProcessors >= 1)
    }

    @Test func aReusedSurfaceDrawsTheSameBytesAsANewOne() throws {
        let size = CGSize(width: 120, height: 80)
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
        let size = CGSize(width: 120, height: 80)
        let first = Player(size: size) { Badge(label: "One") }.frame(at: 0)
        let second = Player(size: size) { Badge(label: "Two") }.frame(at: 0)
        let fresh = try second.draw(scale: 1, background: background).makeBitmap()
        _ = try first.drawReusingThreadSurface(scale: 1, background: background).makeBitmap()
        let reused = try second.drawReusingThreadSurface(scale: 1, background: background).makeBitmap()
        #expect(reused == fresh, "an opaque background covers the last frame; any other starts from zero")
    }

    /// A frame that changes most of the screen alone (a worker's first frame of a lane) leaves
    /// the next frame's damage measured; after a run of them, the thread draws one fewer
    /// frames whole without measuring.
    @Test func onlyARunOfWideFramesSkipsMeasuringTheNext() throws {
        let size = CGSize(width: 360, height: 240)
        let pixelSize = try PixelSize(width: 360, height: 240)
        func badge(_ label: String) -> DisplayList {
            Player(size: size) { Badge(label: label).frame(width: 120, height: 80) }.frame(at: 0)
        }
        func filled(_ color: Color) -> DisplayList { Player(size: size) { color }.frame(at: 0) }
        /// Draws `list` over the thread's last frame and says what its surface then shows.
        func draw(_ list: DisplayList) throws -> [Int] {
            _ = try list.drawReusingThreadSurface(scale: 1, background: .white)
            let shown = try #require(Canvas.threadSurfaceContent(pixelSize: pixelSize) as? ThreadFrame)
            return [shown.wideFrames, shown.wholeFramesAhead]
        }
        _ = try draw(badge("A"))
        #expect(try draw(filled(.red)) == [1, 0], "one wide frame: the next is measured")
        #expect(try draw(badge("A")) == [2, 1], "two in a row: the next is drawn whole unmeasured")
        #expect(try draw(filled(.blue)) == [2, 0])
        #expect(try draw(badge("B")) == [3, 2])
        #expect(try draw(badge("B")) == [3, 1])
        #expect(try draw(badge("B")) == [3, 0])
        #expect(try draw(badge("C")) == [0, 0], "a frame measured to change in part ends the run")
    }

    @Test func aSurfaceStillInUseIsNotReused() throws {
        let list = Player(size: CGSize(width: 60, height: 40)) { Badge(label: "A") }.frame(at: 0)
        let held = try list.drawReusingThreadSurface(scale: 1, background: .white)
        let before = try held.pngData()
        _ = try Player(size: CGSize(width: 60, height: 40)) { Badge(label: "B") }.frame(at: 0)
            .drawReusingThreadSurface(scale: 1, background: .white)
        #expect(try held.pngData() == before, "the canvas still held keeps its pixels")
    }
}

/// The jobs that ran, in the order they ran, with the worker that ran each.
private final class RunLog: @unchecked Sendable {
    struct Run { let lane: Int, number: Int, thread: ObjectIdentifier }
    private let lock = NSLock()
    private var list: [Run] = []
    var runs: [Run] { lock.withLock { list } }
    func add(lane: Int, number: Int, thread: ObjectIdentifier) { lock.withLock { list.append(Run(lane: lane, number: number, thread: thread)) } }
}

/// A count behind a lock, for jobs on several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}
