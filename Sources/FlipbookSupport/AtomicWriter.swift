import Foundation

/// Writes files so that a reader sees the old file or the whole new one, never a part, even
/// after a crash or a power cut.
///
/// The bytes go to a temporary file in the target's folder, which is flushed to disk
/// (`fsync`); the folder is flushed, so the temporary file's entry is on disk before the
/// rename, and flushed again after the temporary file is renamed over the target. A file
/// that is replaced keeps its permissions; a symbolic link is written through, to the file
/// it points to, and stays a link. On failure nothing is left behind and the old file is
/// untouched.
public enum AtomicWriter {
    /// Writes `data` to the file at `url`, atomically.
    ///
    /// - Parameters:
    ///   - data: The file's new contents.
    ///   - url: A file URL in a folder that exists; a symbolic link is followed to its target.
    ///   - flushing: Whether the file is flushed to disk before this returns, as described
    ///     above (the default). Without, a reader still sees the old file or the whole new
    ///     one, but a power cut soon after may lose the new one: for many files written in a
    ///     row and then flushed together (`syncfs`); three flushes a file cost 0.8 ms of
    ///     waiting each on this project's machines.
    ///   - followingLinks: Whether a symbolic link at `url` is written through (the default)
    ///     or replaced by the new file, its target untouched (frames in an output folder).
    ///   - lock: The ``FileLock`` held on the file, kept held on the new file.
    /// - Throws: ``FileError`` naming `url` and the system's reason (`No such file or
    ///   directory`, `Permission denied`, …).
    public static func write(_ data: Data, to url: URL, flushing: Bool = true, followingLinks: Bool = true,
                             holding lock: FileLock? = nil) throws(FileError) {
        let target = followingLinks ? try resolvedTarget(of: url) : url.standardizedFileURL
        let mode = try existingMode(of: target, for: url, followingLinks: followingLinks)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileError(.write, url, errno: errno) }
        let code = fill(descriptor, with: data, mode: mode, flushing: flushing)
        if code == 0, flushing { syncFolder(of: target) }
        let handOver = code == 0 ? lock?.handOver(to: temporary) : nil
        guard code == 0, rename(temporary.path, target.path) == 0 else {
            let failure = code != 0 ? code : errno
            handOver?(false)
            unlink(temporary.path)
            throw FileError(.write, url, errno: failure)
        }
        handOver?(true)
        if flushing { syncFolder(of: target) }
    }

    /// Writes every byte, sets `mode`, flushes when `flushing` and closes; returns 0 or the
    /// `errno` of the first failure (the descriptor is closed either way).
    private static func fill(_ descriptor: Int32, with data: Data, mode: mode_t?, flushing: Bool) -> Int32 {
        var code = data.withUnsafeBytes { FileDescriptorWriter.writeAll($0, to: descriptor) }
        if code == 0, let mode, fchmod(descriptor, mode) != 0 { code = errno }
        if code == 0, flushing, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        return code
    }

    /// The permission bits of the file at `target`, `nil` when there is none yet (or, not
    /// `followingLinks`, when it is a link, to be replaced).
    ///
    /// - Throws: when `target` is a folder or cannot be examined.
    private static func existingMode(of target: URL, for url: URL, followingLinks: Bool) throws(FileError) -> mode_t? {
        var status = stat()
        guard (followingLinks ? stat(target.path, &status) : lstat(target.path, &status)) == 0 else {
            if errno == ENOENT { return nil }
            throw FileError(.write, url, errno: errno)
        }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw FileError(.write, url, errno: EISDIR) }
        if status.st_mode & S_IFMT == S_IFLNK { return nil }
        return status.st_mode & 0o7777
    }

    /// Makes the rename durable: flushes the folder's entry list. Some file systems refuse;
    /// the file is written all the same.
    private static func syncFolder(of target: URL) {
        let folder = open(target.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }
}
