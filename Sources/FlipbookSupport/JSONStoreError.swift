/// What went wrong loading or saving a ``JSONStore``; each describes itself in one line that
/// starts with the file's path.
public enum JSONStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(file: String, reason: String)

    /// The file is not what the store holds; `problem` says where and what.
    case corrupt(file: String, problem: String)

    /// Saving was refused because the file already there is corrupt or unreadable; it is
    /// kept byte for byte. `problem` says what is wrong with it.
    case refusedToOverwrite(file: String, problem: String)

    /// The file could not be written; the old one, if any, is untouched.
    case unwritable(file: String, reason: String)

    /// The error in one line.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): cannot be read: \(reason)"
        case let .corrupt(file, problem):
            "\(file): \(problem)"
        case let .refusedToOverwrite(file, problem):
            "\(file): not saved, the file there is kept as it is: \(problem)"
        case let .unwritable(file, reason):
            "\(file): cannot be saved: \(reason)"
        }
    }
}
