import CSystem
import FlipbookSupport
import Foundation

/// Writes files so that a reader sees the old file or the whole new one, never a part: the
/// engine's face of `FlipbookSupport.AtomicWriter` (a temporary file in the same folder,
/// flushed, renamed over the target; permissions kept; symbolic links written through).
public enum AtomicFile {
    /// Writes `data` to `url` atomically; with `flushing` (the default) on disk when this
    /// returns, without it once ``flushFileSystem(holding:)`` has run (for frames, written by
    /// the thousand and flushed once a run). With `followingLinks` (the default) a symbolic
    /// link at `url` is written through; without it the link is replaced, its target untouched.
    ///
    /// - Throws: `FlipbookError.cannotWrite` naming the path and the system's reason; no
    ///   temporary or partial file is left behind.
    public static func write(_ data: Data, to url: URL, flushing: Bool = true, followingLinks: Bool = true) throws {
        do {
            try AtomicWriter.write(data, to: url, flushing: flushing, followingLinks: followingLinks)
        } catch {
            throw FlipbookError.cannotWrite(path: url.path, reason: error.reason)
        }
    }

    /// Puts on disk every file written without flushing on the file system holding `folder`.
    /// Some file systems refuse; the files are written all the same.
    public static func flushFileSystem(holding folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = flipbook_syncfs(descriptor)
        _ = fsync(descriptor)
        close(descriptor)
    }
}
