import Foundation

/// A file that could not be read, with the reason.
public struct FileReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as it was given.
    public let path: String
    /// Why, such as `No such file or directory`.
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

    /// `cannot read 'PATH': REASON`.
    public var description: String {
        "cannot read '\(path)': \(reason)"
    }
}
