import Foundation

/// Writes files so that a reader sees the old file or the whole new one, never a part: the
/// bytes go to a temporary file in the same folder, which is then renamed over the target.
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    ///
    /// - Throws: `FlipbookError.file` naming the path and the system's reason; no temporary
    ///   or partial file is left behind.
    public static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(url, errno) }
        let written = data.withUnsafeBytes { writeAll($0, to: descriptor) }
        let closed = close(descriptor) == 0
        guard written == 0, closed, rename(temporary.path, url.path) == 0 else {
            let code = written != 0 ? written : errno
            unlink(temporary.path)
            throw failure(url, code)
        }
    }

    /// Writes every byte, retrying short writes; returns 0 or the `errno` of the failure.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return 0
    }

    private static func failure(_ url: URL, _ code: Int32) -> FlipbookError {
        .cannotWrite(path: url.path, reason: String(cString: strerror(code)))
    }

    /// A one-line reason for a Foundation file error.
    static func reason(for error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        let code = (error as NSError).code
        return code == NSFileReadNoSuchFileError ? "No such file or directory" : error.localizedDescription
    }
}
