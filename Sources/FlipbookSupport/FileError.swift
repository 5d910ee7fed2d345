import Foundation

/// A file that could not be read or written, with the system's reason.
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was being done to the file.
    public enum Operation: String, Hashable, Sendable {
        case read, write
    }

    /// What failed.
    public let operation: Operation
    /// The path as it was given.
    public let path: String
    /// Why, such as `Permission denied` or `No such file or directory`.
    public let reason: String

    /// Creates an error of `operation` on `path` with `reason`.
    public init(_ operation: Operation, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    /// An error of `operation` on `url` from the C library's error number `code`.
    init(_ operation: Operation, _ url: URL, errno code: Int32) {
        self.init(operation, path: url.relativePath, reason: String(cString: strerror(code)))
    }

    /// `cannot read 'PATH': REASON` or `cannot write 'PATH': REASON`.
    public var description: String {
        "cannot \(operation.rawValue) '\(path)': \(reason)"
    }
}
