import Foundation

/// A file that could not be written, with the system's reason.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as it was given.
    public let path: String
    /// The system's reason, such as `Permission denied`.
    public let reason: String

    /// Creates an error for `path` with `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// An error for `url` from the C library's error number `code`.
    init(_ url: URL, errno code: Int32) {
        self.init(path: url.relativePath, reason: String(cString: strerror(code)))
    }

    /// `cannot write 'PATH': REASON`.
    public var description: String {
        "cannot write '\(path)': \(reason)"
    }
}
