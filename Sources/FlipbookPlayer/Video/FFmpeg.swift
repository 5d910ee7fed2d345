import FlipbookCore
import FlipbookRenderer
import Foundation

/// Finds the `ffmpeg` program that ``VideoStream`` runs.
public enum FFmpeg {
    /// The `ffmpeg` executable in the folders of `path` (the `PATH` variable's form,
    /// `DIR:DIR…`; the process's own `PATH` by default).
    ///
    /// - Throws: ``VideoError/ffmpegMissing`` when no folder holds an executable `ffmpeg`.
    public static func locate(in path: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> URL {
        for folder in (path ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("ffmpeg")
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
               access(candidate.path, X_OK) == 0 {
                return candidate
            }
        }
        throw VideoError.ffmpegMissing
    }
}

/// A video that could not be made.
public enum VideoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `ffmpeg` on `PATH`.
    case ffmpegMissing
    /// The file's extension names no format ``VideoFormat`` knows.
    case unknownFormat(path: String)
    /// ffmpeg stopped with `status`; `message` is the last line it printed.
    case ffmpegFailed(path: String, status: Int32, message: String)
    /// ffmpeg stopped taking frames (it closed its input) before the run ended.
    case ffmpegStopped(path: String, message: String)

    /// The problem in one line.
    public var description: String {
        switch self {
        case .ffmpegMissing:
            return "ffmpeg is not installed (no 'ffmpeg' on PATH), and videos are made with it: "
                + "install it (apt-get install ffmpeg, or 'make setup') or write PNG frames with -o DIR"
        case let .unknownFormat(path):
            return "'\(path)': a video's name ends in \(VideoFormat.extensionList)"
        case let .ffmpegFailed(path, status, message):
            return "ffmpeg could not write '\(path)' (exit status \(status))" + (message.isEmpty ? "" : ": \(message)")
        case let .ffmpegStopped(path, message):
            return "ffmpeg stopped before the last frame of '\(path)'" + (message.isEmpty ? "" : ": \(message)")
        }
    }
}
