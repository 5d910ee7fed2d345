import Foundation

/// One-line reasons for file errors.
public enum FileReason {
    /// The system's reason behind a Foundation file error (`No such file or directory`,
    /// `Permission denied`), or the error's own description.
    public static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        switch error.code {
        case NSFileReadNoSuchFileError: return "No such file or directory"
        case NSFileReadNoPermissionError: return "Permission denied"
        default: return error.localizedDescription
        }
    }
}
