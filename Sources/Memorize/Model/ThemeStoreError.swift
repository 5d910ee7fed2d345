import Foundation

/// What went wrong reading, saving or searching a ``ThemeStore``; each describes itself in one
/// line that starts with the file's path.
public enum ThemeStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all (missing, a folder, no permission).
    case unreadable(file: String, reason: String)

    /// The file is not a list of themes; `problem` says where (line and column, or which
    /// theme and field) and what.
    case malformed(file: String, problem: String)

    /// Saving was refused because the file already there is malformed; it is left as it is.
    case refusedToOverwriteMalformedFile(file: String, problem: String)

    /// The file could not be written.
    case unwritable(file: String, reason: String)

    /// No theme has this name; `knownNames` are the names there are.
    case unknownTheme(name: String, knownNames: [String])

    /// The error in one line.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): cannot be read: \(reason)"
        case let .malformed(file, problem):
            "\(file): \(problem)"
        case let .refusedToOverwriteMalformedFile(file, problem):
            "\(file): not saved, the file there is malformed and is kept as it is: \(problem)"
        case let .unwritable(file, reason):
            "\(file): cannot be saved: \(reason)"
        case let .unknownTheme(name, knownNames):
            "no theme named \"\(name)\"; the themes are: \(knownNames.joined(separator: ", "))"
        }
    }
}
