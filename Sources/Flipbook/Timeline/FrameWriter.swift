import Foundation

/// Writes a sequence of frames as `frame_00001.png`… into a folder, drawing frames on all
/// cores at once: each worker draws, encodes and writes one frame at a time, so memory stays
/// flat however long the sequence is.
public struct FrameWriter: Sendable {
    /// The folder the frames go into; it is created when missing.
    public var folder: URL
    /// Pixels per point.
    public var scale: Double
    /// What the frames are drawn over.
    public var background: Color
    /// PNG compression; long sequences favour `.fastest`.
    public var options: PNGOptions

    /// Creates a writer.
    public init(folder: URL, scale: Double = 1, background: Color = .white, options: PNGOptions = .fastest) {
        self.folder = folder
        self.scale = scale
        self.background = background
        self.options = options
    }

    /// The file name of frame `number` (1-based).
    public static func fileName(ofFrame number: Int) -> String {
        let digits = String(number)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
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
        try createFolder()
        let started = Date()
        let state = WriterState()
        DispatchQueue.concurrentPerform(iterations: selected.count) { index in
            guard !state.hasFailed else { return }
            let number = selected[index]
            do {
                let canvas = try frames[number - firstNumber].draw(scale: scale, background: background)
                try canvas.writePNG(to: folder.appendingPathComponent(Self.fileName(ofFrame: number)), options: options)
                progress?(state.finishOne())
            } catch {
                state.fail(error)
            }
        }
        if let error = state.error { throw error }
        return FrameWriterSummary(frames: selected.count, seconds: Date().timeIntervalSince(started))
    }

    private func createFolder() throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw FlipbookError.cannotWrite(path: folder.path, reason: "cannot create the folder")
        }
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
        String(format: "%d frames in %.2f s (%.1f frames per second)", frames, seconds, framesPerSecond)
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
