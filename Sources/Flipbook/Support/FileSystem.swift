import Foundation

/// Reading files and making folders with errors that say what is wrong with the path the
/// user gave, in the system's words (`No such file or directory`, `Is a directory`,
/// `Permission denied`), never Foundation's generic `NSCocoaErrorDomain error 256`.
public enum FileSystem {
    /// The bytes of the file at `url`.
    ///
    /// - Throws: `FlipbookError.cannotRead` naming the path and the system's reason; a folder
    ///   is reported as `Is a directory`.
    public static func contents(of url: URL) throws -> Data {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw readFailure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw readFailure(path, errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw readFailure(path, EISDIR) }
        return try readAll(descriptor, path: path, sizeHint: Int(status.st_size))
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

    private static func readAll(_ descriptor: Int32, path: String, sizeHint: Int) throws -> Data {
        var data = Data(capacity: max(0, sizeHint))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw readFailure(path, errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    private static func readFailure(_ path: String, _ code: Int32) -> FlipbookError {
        .cannotRead(path: path, reason: reason(code))
    }
}
