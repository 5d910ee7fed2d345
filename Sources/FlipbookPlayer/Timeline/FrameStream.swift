import FlipbookCore
import FlipbookRenderer
import Foundation

/// Takes frames one by one as a run makes them and draws, encodes and writes them on all
/// cores while the run goes on building the next ones: no batch barrier, so building overlaps
/// drawing and no core waits for a batch to end. One worker thread a processor draws (see
/// `FrameWorkers`) and at most sixteen frames a worker are in flight, so memory stays flat
/// however long the sequence. The first few frames are held until there
/// are enough of them to keep every core busy (or the run ends), so a run that fails at once
/// leaves no folder and no frame behind.
///
/// From the first frame until ``finish()``, SIGINT and SIGTERM stop the run cleanly when the
/// writer handles signals (see ``FrameWriter``): no temporary file is left behind and the
/// process exits with 130 or 143 after saying how many frames were completed.
public final class FrameStream {
    private let writer: FrameWriter
    private let numbers: ClosedRange<Int>?
    private let progress: (@Sendable (Int) -> Void)?
    /// The threads that draw, encode and write the frames.
    private let workers = FrameWorkers()
    /// Frames built but not yet written: building waits while this many are. Sixteen a worker
    /// keep the workers busy through a long build (an intent that lays out a Set game's discard
    /// pile, a Memorize deal or flip built again): eight had left a worker with no frame to
    /// draw for 20–50 ms at each of the Memorize game's builds, and sixteen ran the game at 1x
    /// in 0.92 of the wall time (ten alternated pairs; Set game at 3x 0.96, at 1x within the
    /// noise) for 1–2 MB more at the peak. Two a worker had taken the Set game 1.27 times as
    /// long as eight.
    private let slots = DispatchSemaphore(value: max(2, FrameWorkers.availableProcessors * 16))
    /// Consecutive frames drawn by one worker (a lane of `FrameWorkers`), so each redraws over
    /// the frame before it, not over one two frames back.
    static let framesALane = 8
    /// Frames held before the first is drawn (see above), with their numbers.
    private var held: [(number: Int, frame: DisplayList)] = []
    private let holding = max(2, FrameWorkers.availableProcessors * 4)
    private let group = DispatchGroup()
    private let state = FrameStreamState()
    private var received = 0
    private var isStreaming = false
    private let started = Date()
    private var trap: FrameSignalTrap?
    /// The last frame queued and where its PNG bytes will be: a frame that draws the same
    /// (a scene at rest) writes those bytes again rather than drawing and encoding.
    private var lastQueued: (frame: DisplayList, encoded: EncodedFrame)?

    /// Creates a stream that writes through `writer` the frames numbered in `numbers` (all by
    /// default), reporting the count written to `progress`.
    public init(writer: FrameWriter, numbers: ClosedRange<Int>? = nil, progress: (@Sendable (Int) -> Void)? = nil) {
        self.writer = writer
        self.numbers = numbers
        self.progress = progress
    }

    /// The next frame of the run: queued to be drawn and written while the caller goes on.
    ///
    /// - Throws: the first error a frame already met (the frame is then not queued).
    public func append(_ frame: DisplayList) throws {
        if trap == nil, writer.handlesSignals { trap = FrameSignalTrap.activate(folder: writer.folder) }
        received += 1
        guard numbers?.contains(received) ?? true else { return }
        guard isStreaming else {
            held.append((received, frame))
            if held.count == holding { try startStreaming() }
            return
        }
        try enqueue(frame, number: received)
    }

    /// Makes the folder and queues the frames held so far; from then on frames are queued as
    /// they come.
    private func startStreaming() throws {
        isStreaming = true
        guard !held.isEmpty else { return }
        try FileSystem.createFolder(at: writer.folder)
        for (number, frame) in held { try enqueue(frame, number: number) }
        held.removeAll()
    }

    private func enqueue(_ frame: DisplayList, number: Int) throws {
        if let error = state.error { throw error }
        slots.wait()
        group.enter()
        let repeated = lastQueued.flatMap { frame.drawsSameFrame(as: $0.frame) ? $0.encoded : nil }
        let encoded = EncodedFrame()
        lastQueued = (frame, encoded)
        let job = FrameJob(writer: writer, frame: frame, number: number, trap: trap, state: state, progress: progress,
                           encoded: encoded)
        let lane = repeated == nil ? (number - 1) / Self.framesALane : nil
        let start: @Sendable (Data?) -> Void = { [slots, group, workers] bytes in
            workers.submit(lane: lane) {
                job.run(reusing: bytes)
                slots.signal()
                group.leave()
            }
        }
        // A frame that draws the same as the one before starts once that one has its bytes,
        // so no worker waits for another.
        if let repeated { repeated.whenPublished(start) } else { start(nil) }
    }

    /// Waits for the frames in flight, puts them on disk (frames are written unflushed, see
    /// ``FrameWriter``) and says what was done.
    ///
    /// - Throws: the first error any frame met; frames already written stay.
    public func finish() throws -> FrameWriterSummary {
        defer { releaseTrap() }
        if !isStreaming { try startStreaming() }
        group.wait()
        workers.close()
        AtomicFile.flushFileSystem(holding: writer.folder)
        if let error = state.error { throw error }
        return FrameWriterSummary(frames: state.done, seconds: Date().timeIntervalSince(started))
    }

    deinit {
        group.wait()
        workers.close()
        releaseTrap()
    }

    private func releaseTrap() {
        trap?.deactivate()
        trap = nil
    }
}

/// One frame to draw and write, with what it reports to.
private struct FrameJob: Sendable {
    let writer: FrameWriter
    let frame: DisplayList
    let number: Int
    let trap: FrameSignalTrap?
    let state: FrameStreamState
    let progress: (@Sendable (Int) -> Void)?
    /// Where this frame's bytes go, for a frame after it that draws the same.
    let encoded: EncodedFrame

    /// Writes the frame: `earlier` are the bytes of the frame before when this one draws the
    /// same (`nil`: draw and encode it).
    func run(reusing earlier: Data?) {
        var bytes: Data?
        defer { encoded.publish(bytes) }
        guard !state.hasFailed, trap?.beginFrame() ?? true else { return }
        defer { trap?.endFrame() }
        do {
            let data = try earlier ?? writer.encode(frame, reusingThreadSurface: true)
            bytes = data
            try writer.write(encoded: data, number: number)
            trap?.frameCompleted()
            let done = state.finishOne()
            progress?(done)
        } catch {
            state.fail(error)
        }
    }
}

/// The count of frames written and the first error of a stream, behind a lock.
private final class FrameStreamState: @unchecked Sendable {
    private let lock = NSLock()
    private var written = 0
    private var firstError: Error?

    var done: Int { lock.withLock { written } }
    var error: Error? { lock.withLock { firstError } }
    var hasFailed: Bool { error != nil }

    func finishOne() -> Int { lock.withLock { written += 1; return written } }

    func fail(_ error: Error) { lock.withLock { if firstError == nil { firstError = error } } }
}

/// The PNG bytes of a frame in flight, once its job has them; `nil` when the job failed or
/// stopped, so a frame waiting for them draws its own.
private final class EncodedFrame: @unchecked Sendable {
    private let lock = NSLock()
    private var isDone = false
    private var data: Data?
    private var waiting: [@Sendable (Data?) -> Void] = []

    /// Hands the bytes (or `nil`) to the frames waiting for them.
    func publish(_ data: Data?) {
        let handlers = lock.withLock {
            self.data = data
            isDone = true
            defer { waiting = [] }
            return waiting
        }
        handlers.forEach { $0(data) }
    }

    /// Calls `handler` with the bytes once they are published (at once if they are).
    func whenPublished(_ handler: @escaping @Sendable (Data?) -> Void) {
        let ready: Data?? = lock.withLock {
            if isDone { return .some(data) }
            waiting.append(handler)
            return .none
        }
        if let ready { handler(ready) }
    }
}
