import Foundation
import FlipbookSupport

/// Writes files so that a reader sees the old file or the whole new one, never a part: the
/// engine's face of ``FlipbookSupport/AtomicWriter`` (a temporary file in the same folder,
/// flushed, renamed over the target; permissions kept; symbolic links written through).
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    ///
    /// - Throws: `FlipbookError.cannotWrite` naming the path and the system's reason; no
    ///   temporary or partial file is left behind.
    public static func write(_ data: Data, to url: URL) throws {
        do {
            try AtomicWriter.write(data, to: url)
        } catch {
            throw FlipbookError.cannotWrite(path: url.path, reason: error.reason)
        }
    }
}
