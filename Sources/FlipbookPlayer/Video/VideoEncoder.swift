import FlipbookCore
import FlipbookRenderer
import FlipbookSupport
import Foundation

/// One ffmpeg process encoding raw RGBA frames from its standard input into a temporary file
/// beside the target, renamed into place by ``finish()``.
final class VideoEncoder {
    private let file: URL
    private let temporary: URL
    private let log: URL
    private let size: PixelSize
    private let process = Process()
    private let input = Pipe()
    private let trap: FrameSignalTrap
    private var isClosed = false

    /// Starts ffmpeg for frames of `size` pixels.
    ///
    /// - Throws: `FlipbookError.cannotWrite` when the temporary file cannot be made beside
    ///   `file`; an error when ffmpeg cannot be started.
    init(file: URL, format: VideoFormat, size: PixelSize, settings: VideoStream.Settings) throws {
        self.file = file
        self.size = size
        temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        log = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-ffmpeg-\(UUID().uuidString).log")
        try Self.create(temporary, for: file)
        trap = FrameSignalTrap.activate(folder: file.deletingLastPathComponent())
        trap.track(temporaryFile: temporary.path)
        do {
            try start(format: format, settings: settings)
        } catch {
            abandon()
            throw error
        }
    }

    /// Hands ffmpeg one frame; it must have the size of the first.
    func write(_ bitmap: Bitmap) throws {
        guard bitmap.size == size else {
            throw FlipbookError.cannotWrite(path: file.path, reason: "frames change size (\(size.width)×\(size.height) px, then "
                                                + "\(bitmap.size.width)×\(bitmap.size.height) px)")
        }
        guard trap.beginFrame() else { return }
        defer { trap.endFrame() }
        let code = bitmap.pixels.withUnsafeBytes { FileDescriptorWriter.writeAll($0, to: input.fileHandleForWriting.fileDescriptor) }
        guard code == 0 else { throw VideoError.ffmpegStopped(path: file.path, message: lastLogLine()) }
        trap.frameCompleted()
    }

    /// Closes ffmpeg's input, waits for it and renames the file into place.
    ///
    /// - Throws: ``VideoError/ffmpegFailed(path:status:message:)``; the temporary file is removed.
    func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let error = VideoError.ffmpegFailed(path: file.path, status: process.terminationStatus, message: lastLogLine())
            abandon()
            throw error
        }
        guard rename(temporary.path, file.path) == 0 else {
            let reason = FileSystem.reason(errno)
            abandon()
            throw FlipbookError.cannotWrite(path: file.path, reason: reason)
        }
        cleanUp()
    }

    /// Stops ffmpeg and removes the temporary file.
    func abandon() {
        guard !isClosed else { return }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        unlink(temporary.path)
        cleanUp()
    }

    // MARK: - Starting

    private func start(format: VideoFormat, settings: VideoStream.Settings) throws {
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = settings.ffmpeg
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "\(size.width)x\(size.height)",
                             "-framerate", Self.rate(settings.fps), "-i", "pipe:0"]
            + format.outputArguments + [temporary.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
    }

    /// A frame rate as ffmpeg reads it: `30`, or a fraction such as `2997/100`.
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : "\(Int((fps * 1000).rounded()))/1000"
    }

    /// Makes the empty temporary file, so that a folder that cannot be written is named at once.
    private static func create(_ temporary: URL, for file: URL) throws {
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FlipbookError.cannotWrite(path: file.path, reason: FileSystem.reason(errno)) }
        close(descriptor)
    }

    private func cleanUp() {
        guard !isClosed else { return }
        isClosed = true
        trap.untrack(temporaryFile: temporary.path)
        trap.deactivate()
        try? FileManager.default.removeItem(at: log)
    }

    /// The last line ffmpeg wrote on its standard error.
    private func lastLogLine() -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
    }
}
