import FlipbookSupport
import Foundation

/// Reading files and making folders with errors that say what is wrong with the path the
/// user gave, in the system's words (`No such file or directory`, `Is a directory`,
/// `Permission denied`), never Foundation's generic `NSCocoaErrorDomain error 256`.
public enum FileSystem {
    /// The bytes of the file at `url`.
    ///
    /// - Throws: `FlipbookError.cannotRead` naming the path and the system's reason; a folder
    ///   is reported as `Is a directory`, a file (or device) of more than 256 MB as too large.
    public static func contents(of url: URL) throws -> Data {
        do {
            return try FileReader.contents(of: url)
        } catch {
            throw FlipbookError.cannotRead(path: url.path, reason: error.reason)
        }
    }

    /// Creates the folder at `url` and any missing parents; a folder already there is fine.
    ///
    /// - Throws: `FlipbookError.cannotWrite` naming `url` and why: a part of the path that is a
    ///   file (`'/a/b' is a file, not a folder`) or the system's reason (`Permission denied`).
    public static func createFolder(at url: URL) throws {
        let target = url.standardizedFileURL.path
        var path = target.hasPrefix("/") ? "" : "."
        for component in target.split(separator: "/") {
            path += "/" + component
            try createOneFolder(path, for: target)
        }
    }

    /// The system's one-line reason for `code` (an `errno` value).
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    // MARK: - Helpers

    private static func createOneFolder(_ path: String, for target: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                let what = path == target ? "it is a file, not a folder" : "'\(path)' is a file, not a folder"
                throw FlipbookError.cannotWrite(path: target, reason: what)
            }
            return
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else {
            throw FlipbookError.cannotWrite(path: target, reason: "cannot create the folder: \(reason(errno))")
        }
    }
}
