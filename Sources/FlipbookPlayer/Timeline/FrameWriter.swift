import FlipbookCore
import FlipbookRenderer
import Foundation

/// Writes a sequence of frames as `frame_00001.png`… into a folder, drawing frames on all
/// cores at once: each worker draws, encodes and writes one frame at a time, so memory stays
/// flat however long the sequence is. Opaque frames are encoded in bands of rows, and a band
/// that did not change since a recent frame is copied rather than compressed again (see
/// ``/FlipbookRenderer/Canvas/framePNGData(options:reusing:)``): a frame's bytes depend on its pixels alone.
///
/// Frame names have five digits, or as many as the run's frame count needs, so that they
/// sort in order. While frames are being written, SIGINT and SIGTERM stop the writing:
/// frames in progress are finished, no temporary file is left, the number of frames
/// completed is printed and the process exits with 130 or 143.
///
/// Each frame is written atomically (a reader sees no part of one) but not flushed to disk
/// by itself: a run flushes its folder's file system once, when it ends or is stopped.
public struct FrameWriter: Sendable {
    /// The folder the frames go into; it is created when missing.
    public var folder: URL
    /// Pixels per point.
    public var scale: Double
    /// What the frames are drawn over.
    public var background: Color
    /// PNG compression; long sequences favour `.fastest`.
    public var options: PNGOptions
    /// The digits of the number in each frame's name: 5, or more for a run of 100,000
    /// frames or more.
    public var digits: Int
    /// Whether SIGINT and SIGTERM stop the writing cleanly, as described above.
    public var handlesSignals: Bool
    /// The bands of recent frames, shared by the threads that encode this writer's frames and
    /// by its copies: an opaque frame is encoded in bands, and a band unchanged since a recent
    /// frame is not compressed again (see ``/FlipbookRenderer/Canvas/framePNGData(options:reusing:)``).
    let bandCache = PNGBandCache()
    /// The names of the frames this writer and its copies have written, for a rollback that
    /// removes only its own run's files.
    public let written: FrameNames

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - folder: The folder the frames go into.
    ///   - scale: Pixels per point.
    ///   - background: What the frames are drawn over.
    ///   - options: PNG compression.
    ///   - frameCount: The number of frames of the whole run, which sizes the digits of the
    ///     names (see ``digits(forFrameCount:)``); `nil` for five.
    ///   - handlesSignals: Whether SIGINT and SIGTERM stop the writing cleanly.
    ///   - written: Where the names of the frames written go (see ``written``).
    public init(folder: URL, scale: Double = 1, background: Color = .white, options: PNGOptions = .fastest,
                frameCount: Int? = nil, handlesSignals: Bool = true, written: FrameNames = FrameNames()) {
        self.written = written
        self.folder = folder
        self.scale = scale
        self.background = background
        self.options = options
        self.digits = Self.digits(forFrameCount: frameCount ?? 0)
        self.handlesSignals = handlesSignals
    }

    /// The digits frame names need for a run of `frameCount` frames: at least 5.
    public static func digits(forFrameCount frameCount: Int) -> Int {
        max(5, String(max(0, frameCount)).count)
    }

    /// The file name of frame `number` (1-based) with `digits` digits: `frame_00001.png`.
    public static func fileName(ofFrame number: Int, digits: Int = 5) -> String {
        let text = String(number)
        return "frame_" + String(repeating: "0", count: max(0, digits - text.count)) + text + ".png"
    }

    /// The file name of frame `number` (1-based) as this writer names it.
    public func fileName(ofFrame number: Int) -> String {
        Self.fileName(ofFrame: number, digits: digits)
    }

    /// Draws and writes the frames whose 1-based numbers are in `numbers` (all by default);
    /// `frames[0]` is frame number `firstNumber`. `progress` is called with the count done so
    /// far, from any thread.
    ///
    /// - Throws: the first error any frame met; frames already written stay.
    public func write(_ frames: [DisplayList], firstNumber: Int = 1, numbers: ClosedRange<Int>? = nil,
                      progress: (@Sendable (Int) -> Void)? = nil) throws -> FrameWriterSummary {
        let all = firstNumber...(firstNumber + max(0, frames.count - 1))
        let wanted = numbers ?? all
        let selected = frames.isEmpty || !wanted.overlaps(all) ? [] : Array(wanted.clamped(to: all))
        try FileSystem.createFolder(at: folder)
        let trap = handlesSignals ? FrameSignalTrap.activate(folder: folder) : nil
        defer { trap?.deactivate() }
        let started = Date()
        let state = WriterState()
        DispatchQueue.concurrentPerform(iterations: selected.count) { index in
            guard !state.hasFailed, trap?.beginFrame() ?? true else { return }
            defer { trap?.endFrame() }
            do {
                try write(frames[selected[index] - firstNumber], number: selected[index])
                trap?.frameCompleted()
                progress?(state.finishOne())
            } catch {
                state.fail(error)
            }
        }
        AtomicFile.flushFileSystem(holding: folder)
        if let error = state.error { throw error }
        return FrameWriterSummary(frames: selected.count, seconds: Date().timeIntervalSince(started))
    }

    /// Draws frame `number` (1-based) and writes it, atomically and flushed to disk, into the
    /// folder (which must exist).
    public func write(_ frame: DisplayList, number: Int) throws {
        try write(encoded: try encode(frame), number: number, flushing: true)
    }

    /// The PNG bytes of `frame`, drawn and encoded as this writer writes frames; with
    /// `reusingThreadSurface`, drawn on the surface the thread kept from its last frame (for
    /// threads that draw nothing but frames, see ``FrameWorkers``).
    func encode(_ frame: DisplayList, reusingThreadSurface: Bool = false) throws -> Data {
        let canvas = try reusingThreadSurface ? frame.drawReusingThreadSurface(scale: scale, background: background)
            : frame.draw(scale: scale, background: background)
        return try canvas.framePNGData(options: options, reusing: bandCache)
    }

    /// Writes the PNG bytes of frame `number` (1-based), atomically, into the folder; flushed
    /// to disk only with `flushing`, as a run flushes all its frames at once when it ends
    /// (flushing each kept a worker waiting 0.8 ms a frame).
    /// A symbolic link planted in the folder under a frame's name is replaced, never written
    /// through: a frame never lands outside the folder. The name goes into ``written``.
    func write(encoded data: Data, number: Int, flushing: Bool = false) throws {
        let name = fileName(ofFrame: number)
        try AtomicFile.write(data, to: folder.appendingPathComponent(name), flushing: flushing, followingLinks: false)
        written.insert(name)
    }
}

/// What a run of the frame writer did.
public struct FrameWriterSummary: Sendable, CustomStringConvertible {
    /// Frames written.
    public let frames: Int
    /// Wall-clock seconds the writing took.
    public let seconds: Double

    /// Frames written per second.
    public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }

    public var description: String {
        (frames == 1 ? "1 frame" : "\(frames) frames")
            + String(format: " in %.2f s (%.1f frames per second)", seconds, framesPerSecond)
    }
}

/// The shared counters and first error of one write, behind a lock.
private final class WriterState: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private(set) var error: Error?

    var hasFailed: Bool { lock.withLock { error != nil } }

    func finishOne() -> Int { lock.withLock { done += 1; return done } }

    func fail(_ error: Error) { lock.withLock { if self.error == nil { self.error = error } } }
}
