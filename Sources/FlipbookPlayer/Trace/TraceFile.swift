import FlipbookCore
import FlipbookRenderer
import Foundation

/// The `--trace` file of a run: JSON Lines, one ``FrameTrace`` a line, values rounded to
/// 1/10,000 so that the same run always writes the same bytes.
public enum TraceFile {
    /// One frame as a line of JSON, without the line break.
    public static func line(of frame: FrameTrace) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain numbers and strings cannot fail.
        return (try? encoder.encode(rounded(frame))) ?? Data()
    }

    /// Writes `frames`, a line each, to `url` atomically.
    ///
    /// - Throws: `FlipbookError.cannotWrite` naming the file and the system's reason.
    public static func write(_ frames: [FrameTrace], to url: URL) throws {
        var data = Data()
        for frame in frames {
            data.append(line(of: frame))
            data.append(0x0A)
        }
        try AtomicFile.write(data, to: url)
    }

    /// The frames of the trace file at `url`.
    ///
    /// - Throws: `FlipbookError.cannotRead` naming the file, or the file and the line that is
    ///   not a frame's record.
    public static func read(contentsOf url: URL) throws -> [FrameTrace] {
        try parse(try FileSystem.contents(of: url), file: url.path)
    }

    /// The frames of trace text; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws -> [FrameTrace] {
        let decoder = JSONDecoder()
        var frames: [FrameTrace] = []
        for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            guard let frame = try? decoder.decode(FrameTrace.self, from: Data(line)) else {
                throw FlipbookError.cannotRead(path: file, reason: "line \(index + 1) is not a frame of a trace "
                                                + "(a JSON object with frame, time and views, as play --trace writes)")
            }
            frames.append(frame)
        }
        return frames
    }

    private static func rounded(_ frame: FrameTrace) -> FrameTrace {
        var frame = frame
        frame.time = round(frame.time)
        frame.views = frame.views.map { view in
            TracedView(id: view.id, x: round(view.x), y: round(view.y), width: round(view.width), height: round(view.height),
                       opacity: round(view.opacity), rotation: round(view.rotation), rotation3D: round(view.rotation3D),
                       scale: round(view.scale))
        }
        return frame
    }

    /// `value` to 1/10,000, without a negative zero.
    private static func round(_ value: Double) -> Double {
        let result = (value * 10_000).rounded() / 10_000
        return result == 0 ? 0 : result
    }
}
