import FlipbookCore
import FlipbookRenderer
import Foundation

/// Takes a run's frames one by one and pipes them, drawn, into ffmpeg, which encodes them into
/// a video or an animated image (see ``VideoFormat``): no frame is ever written as a PNG.
///
/// Frames are drawn in batches on all cores and handed to ffmpeg in order as raw RGBA pixels.
/// The file is made atomically: ffmpeg writes a temporary file beside it
/// (`.NAME.<UUID>.tmp`), renamed to `NAME` only once ffmpeg has finished well; when anything
/// fails, or SIGINT or SIGTERM stops the run, the temporary file is removed and an existing
/// `NAME` is left as it was.
public final class VideoStream: FrameSink {
    /// The file being made.
    public let file: URL
    /// Its format, from its extension.
    public let format: VideoFormat
    private let settings: Settings
    private let numbers: ClosedRange<Int>?
    private let progress: (@Sendable (Int) -> Void)?
    private let batchSize = max(2, ProcessInfo.processInfo.activeProcessorCount * 4)
    private var pending: [DisplayList] = []
    private var received = 0
    private var written = 0
    private let started = Date()
    private var encoder: VideoEncoder?
    private var isFinished = false

    /// How frames are drawn and timed.
    struct Settings {
        let fps: Double
        let scale: Double
        let background: Color
        let ffmpeg: URL
    }

    /// Creates a stream into `file`, whose extension names the format.
    ///
    /// - Parameters:
    ///   - file: The video to make; its folder must exist. An existing file is replaced at the end.
    ///   - fps: Frames per second of the video: the run's.
    ///   - scale: Pixels per point.
    ///   - background: What the frames are drawn over.
    ///   - numbers: The 1-based numbers of the frames to keep (all by default).
    ///   - ffmpeg: The ffmpeg program; found on `PATH` by default.
    ///   - progress: Called with the count of frames handed to ffmpeg so far.
    /// - Throws: ``VideoError/unknownFormat(path:)``, ``VideoError/ffmpegMissing``.
    public init(file: URL, fps: Double, scale: Double = 1, background: Color = .white, numbers: ClosedRange<Int>? = nil,
                ffmpeg: URL? = nil, progress: (@Sendable (Int) -> Void)? = nil) throws {
        guard let format = VideoFormat(url: file) else { throw VideoError.unknownFormat(path: file.path) }
        self.file = file
        self.format = format
        self.settings = Settings(fps: fps, scale: scale, background: background, ffmpeg: try ffmpeg ?? FFmpeg.locate())
        self.numbers = numbers
        self.progress = progress
    }

    /// The next frame of the run.
    public func append(_ frame: DisplayList) throws {
        received += 1
        guard numbers?.contains(received) ?? true else { return }
        pending.append(frame)
        if pending.count == batchSize { try flush() }
    }

    /// Hands ffmpeg the frames left, waits for it to finish and puts the file in place.
    ///
    /// - Throws: ``VideoError`` when ffmpeg failed; the file is then left as it was.
    public func finish() throws -> FrameWriterSummary {
        guard !isFinished else { return FrameWriterSummary(frames: written, seconds: Date().timeIntervalSince(started)) }
        isFinished = true
        do {
            try flush()
            try encoder?.finish()
        } catch {
            encoder?.abandon()
            throw error
        }
        return FrameWriterSummary(frames: written, seconds: Date().timeIntervalSince(started))
    }

    deinit {
        if !isFinished { encoder?.abandon() }
    }

    /// Draws the pending frames on all cores and hands them to ffmpeg in order.
    private func flush() throws {
        guard !pending.isEmpty else { return }
        do {
            let bitmaps = try Self.draw(pending, scale: settings.scale, background: settings.background)
            let encoder = try self.encoder ?? VideoEncoder(file: file, format: format, size: bitmaps[0].size, settings: settings)
            self.encoder = encoder
            for bitmap in bitmaps {
                try encoder.write(bitmap)
                written += 1
                progress?(written)
            }
            pending.removeAll(keepingCapacity: true)
        } catch {
            isFinished = true
            encoder?.abandon()
            throw error
        }
    }

    /// The frames' pixels, drawn concurrently.
    private static func draw(_ frames: [DisplayList], scale: Double, background: Color) throws -> [Bitmap] {
        let results = DrawResults(count: frames.count)
        DispatchQueue.concurrentPerform(iterations: frames.count) { index in
            results.set(index, Result { try frames[index].render(scale: scale, background: background) })
        }
        return try results.values.map { try $0!.get() }
    }
}

/// The drawn frames of one batch, filled from many threads.
private final class DrawResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [Result<Bitmap, Error>?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Bitmap, Error>) { lock.withLock { values[index] = result } }
}
