import Flipbook
import Foundation

/// Where `play --trace` goes: a file, written atomically, or standard output (`-` or
/// `/dev/stdout`), a line per frame, for a pipe into another tool.
enum TraceOutput {
    /// Whether `path` names standard output.
    static func isStandardOutput(_ path: String?) -> Bool {
        path == "-" || path == "/dev/stdout"
    }

    /// Writes `frames` to `path`; says where on standard output, or, when the trace itself
    /// goes there, says nothing.
    static func write(_ frames: [FrameTrace], to path: String) throws {
        guard isStandardOutput(path) else {
            try TraceFile.write(frames, to: URL(fileURLWithPath: path))
            return print("wrote the trace of \(PlayCommand.count(frames.count)) to \(path)")
        }
        for frame in frames {
            try StandardOutput.write(TraceFile.line(of: frame) + Data([0x0A]))
        }
    }

    /// Prints `line` on standard output, or on standard error when the trace goes to
    /// standard output (so that it holds nothing but the trace).
    static func say(_ line: String, besidesTraceTo path: String?) {
        guard isStandardOutput(path) else { return print(line) }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
