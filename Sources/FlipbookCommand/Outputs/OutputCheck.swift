import ArgumentParser
import Flipbook
import Foundation

/// Checks made before a command writes anything, so that it writes all of its outputs or
/// none: two outputs never share a path, and a side output (`--state-json`) has a folder to
/// go into and is not a folder itself.
enum OutputCheck {
    /// Checks the `--state-json` path, when given, against the command's other outputs.
    ///
    /// - Parameters:
    ///   - stateJSON: The path given to `--state-json`, or `nil`.
    ///   - outputs: The command's other output files (`-o`).
    ///   - folder: A folder the command will create before it writes the state (play's
    ///     frames folder), which may hold the state file.
    /// - Throws: `ValidationError` when the state would overwrite another output;
    ///   `FlipbookError.cannotWrite` with the system's reason when it cannot be written.
    static func checkStateJSON(_ stateJSON: String?, besides outputs: [URL], creating folder: URL? = nil) throws {
        guard let stateJSON else { return }
        let target = resolved(URL(fileURLWithPath: stateJSON))
        if let clash = outputs.first(where: { resolved($0).path == target.path }) {
            throw ValidationError("--state-json and -o both name '\(clash.path)': give each output its own file")
        }
        if let folder, resolved(folder).path == target.path {
            throw ValidationError("--state-json names the frames folder '\(folder.path)': give it a file of its own")
        }
        let parent = target.deletingLastPathComponent()
        if let folder, resolved(folder).path == parent.path { return }
        try checkWritable(file: target, in: parent, as: stateJSON)
    }

    /// Whether a file can be made at `file` in the existing folder `parent`.
    private static func checkWritable(file: URL, in parent: URL, as given: String) throws {
        var status = stat()
        guard stat(parent.path, &status) == 0 else { throw failure(given, errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw failure(given, ENOTDIR) }
        guard access(parent.path, W_OK | X_OK) == 0 else { throw failure(given, errno) }
        if stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw failure(given, EISDIR) }
    }

    private static func failure(_ path: String, _ code: Int32) -> FlipbookError {
        .cannotWrite(path: URL(fileURLWithPath: path).path, reason: FileSystem.reason(code))
    }

    /// `url` made absolute, with `.`, `..` and symbolic links of its existing part resolved.
    static func resolved(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath()
    }
}

/// What a command that writes frames into a folder undoes when it fails: the part of the
/// folder's path it created, or, in a folder that was there, the frames it added.
struct FolderRollback {
    /// The outermost folder of the path that did not exist, or `nil` when it all did.
    let createdRoot: URL?
    /// The folder itself.
    let folder: URL
    /// The names in the folder before the command, when it existed.
    let namesBefore: Set<String>

    /// Notes what is there, before the folder is made or written into.
    init(_ folder: URL) {
        var missing: URL?
        var current = folder.standardizedFileURL
        while current.path != "/", !FileManager.default.fileExists(atPath: current.path) {
            missing = current
            current.deleteLastPathComponent()
        }
        createdRoot = missing
        self.folder = folder
        namesBefore = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    }

    /// Removes the frames of `written` (the names this run wrote) that were not there before,
    /// then the folders of the path the run created, innermost first, each only when empty: a
    /// run that fails never removes what another run is writing into the same folder.
    func undo(removing written: Set<String>) {
        for name in written.subtracting(namesBefore) { unlink(folder.appendingPathComponent(name).path) }
        guard let createdRoot else { return }
        var current = folder.standardizedFileURL
        while current.path.count >= createdRoot.path.count, rmdir(current.path) == 0 {
            current.deleteLastPathComponent()
        }
    }

    /// Removes the folders the command created, with everything in them, or the frame files
    /// it added to a folder that was there (for commands whose folder no other run shares:
    /// `gallery`, `demo`).
    func undo() {
        if let createdRoot { return _ = try? FileManager.default.removeItem(at: createdRoot) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix("frame_") && name.hasSuffix(".png") && !namesBefore.contains(name) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}
