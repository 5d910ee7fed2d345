import Foundation

/// One-line reasons for file errors.
public enum FileReason {
    /// The system's reason behind a Foundation file error (`No such file or directory`,
    /// `Permission denied`), or the error's own description.
    public static func describe(_ error: any Error) -> String {
        posixCode(of: error).map { String(cString: strerror($0)) } ?? (error as NSError).localizedDescription
    }

    /// Why reading the file at `url` failed with `error`: the system's reason, asked of the
    /// system again when Foundation's error does not carry it (a folder in place of a file).
    public static func describe(_ error: any Error, reading url: URL) -> String {
        guard let code = posixCode(of: error) ?? readingCode(url) else { return describe(error) }
        return String(cString: strerror(code))
    }

    /// The POSIX error number behind a Foundation error, if it tells.
    private static func posixCode(of error: any Error) -> Int32? {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return Int32(posix.code)
        }
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        switch error.code {
        case NSFileReadNoSuchFileError: return ENOENT
        case NSFileReadNoPermissionError: return EACCES
        default: return nil
        }
    }

    /// The error number of opening and reading a byte of the file at `url`, `nil` if both work.
    private static func readingCode(_ url: URL) -> Int32? {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var byte: UInt8 = 0
        return read(descriptor, &byte, 1) < 0 ? errno : nil
    }
}
