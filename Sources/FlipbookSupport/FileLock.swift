import Foundation

/// An advisory lock (`flock`) on a file that is saved by renaming a new file over it (see
/// ``AtomicWriter``), held from before it is read until the lock is released: other
/// processes that lock the same file wait, so a read-modify-write never loses their edits.
///
/// The lock is taken on the file itself; because a save puts a new file in its place, the
/// new file is locked before it is renamed (``AtomicWriter/write(_:to:flushing:followingLinks:holding:)``),
/// and a process that waited on the old one finds it replaced and locks the new one. While
/// the file does not exist, its folder is locked instead. Within one process, locks on one
/// path are shared (the kernel would make a second `flock` wait on the first forever).
/// A file that cannot be opened (no permission, not a regular file) is not locked: reading it
/// reports the problem.
///
/// The lock is released when the last reference to it goes, or when the process ends.
public final class FileLock: @unchecked Sendable {
    /// The path the lock is for, its links resolved.
    let path: String
    private static let registry = Registry()

    private init(path: String) {
        self.path = path
    }

    /// Waits for the lock on the file at `url` (or its folder, while the file is missing).
    ///
    /// - Parameter url: The file; a symbolic link is followed to the file it names.
    public static func acquire(for url: URL) -> FileLock {
        let path = (try? AtomicWriter.resolvedTarget(of: url))?.path ?? url.standardizedFileURL.path
        registry.retain(path)
        return FileLock(path: path)
    }

    deinit {
        Self.registry.release(path)
    }

    /// Locks the new file at `temporary`, about to be renamed over the locked file, so that the
    /// lock stays held across the rename. Returns a function that completes the hand-over:
    /// called with `true` after the rename (the old descriptor is closed), `false` when the
    /// rename failed (the new one is).
    func handOver(to temporary: URL) -> (Bool) -> Void {
        Self.registry.handOver(path, to: temporary.path)
    }
}

extension FileLock {
    /// The descriptors that hold this process's locks, one per path and one per folder locked
    /// for a missing file, each with a count of users.
    private final class Registry: @unchecked Sendable {
        /// A path's lock: the file's descriptor (-1 for none), or the folder it holds instead.
        private struct Entry {
            var descriptor: Int32
            var users: Int
            var folder: String?
        }

        private let mutex = NSLock()
        private var files: [String: Entry] = [:]
        private var folders: [String: (descriptor: Int32, users: Int)] = [:]

        func retain(_ path: String) {
            mutex.withLock {
                if files[path] != nil { return files[path]!.users += 1 }
                files[path] = lock(path)
            }
        }

        func release(_ path: String) {
            mutex.withLock {
                guard var entry = files[path] else { return }
                entry.users -= 1
                guard entry.users == 0 else { return files[path] = entry }
                if entry.descriptor >= 0 { close(entry.descriptor) }
                if let folder = entry.folder { releaseFolder(folder) }
                files[path] = nil
            }
        }

        func handOver(_ path: String, to temporary: String) -> (Bool) -> Void {
            let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
            if descriptor >= 0 { _ = flock(descriptor, LOCK_EX | LOCK_NB) }
            return { [self] renamed in
                mutex.withLock {
                    guard renamed, let entry = files[path] else { return _ = descriptor >= 0 ? close(descriptor) : 0 }
                    if entry.descriptor >= 0 { close(entry.descriptor) }
                    if let folder = entry.folder { releaseFolder(folder) }
                    files[path] = Entry(descriptor: descriptor, users: entry.users)
                }
            }
        }

        /// The lock of the file at `path` or, while there is none, of its folder.
        private func lock(_ path: String) -> Entry {
            while true {
                let descriptor = LockDescriptor.lockFile(path)
                if descriptor != LockDescriptor.missing { return Entry(descriptor: descriptor, users: 1) }
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
                retainFolder(folder)
                if access(path, F_OK) != 0 { return Entry(descriptor: -1, users: 1, folder: folder) }
                releaseFolder(folder)
            }
        }

        private func retainFolder(_ folder: String) {
            if let entry = folders[folder] { return folders[folder] = (entry.descriptor, entry.users + 1) }
            folders[folder] = (LockDescriptor.lockFolder(folder), 1)
        }

        private func releaseFolder(_ folder: String) {
            guard let entry = folders[folder] else { return }
            if entry.users > 1 { return folders[folder] = (entry.descriptor, entry.users - 1) }
            if entry.descriptor >= 0 { close(entry.descriptor) }
            folders[folder] = nil
        }
    }
}

/// Opening and locking descriptors, as ``FileLock`` describes.
private enum LockDescriptor {
    /// What ``lockFile(_:)`` returns when there is no file.
    static let missing: Int32 = -2

    /// A descriptor holding the lock on the regular file at `path`; ``missing`` when there is
    /// none, -1 when it cannot be opened or is not a regular file.
    static func lockFile(_ path: String) -> Int32 {
        while true {
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { return errno == ENOENT ? missing : -1 }
            guard isRegularFile(descriptor) else {
                close(descriptor)
                return -1
            }
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            if isStill(descriptor, at: path) { return descriptor }
            close(descriptor)
        }
    }

    /// A descriptor holding the lock on `folder`; -1 when it cannot be opened.
    static func lockFolder(_ folder: String) -> Int32 {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        return descriptor
    }

    private static func isRegularFile(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether the file open at `descriptor` is still the one at `path` (not replaced while
    /// this process waited for its lock).
    private static func isStill(_ descriptor: Int32, at path: String) -> Bool {
        var opened = stat(), named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }
}
