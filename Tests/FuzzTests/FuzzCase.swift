import Foundation

/// One generated invocation of `flipbook`: its arguments, the files it finds in its folder, and
/// what it must do.
struct FuzzCase: Sendable, CustomStringConvertible {
    /// What a case must do.
    enum Expectation: Sendable {
        /// Refuse: non-zero exit, one line on stderr, no file left behind, every file given
        /// unchanged.
        case failure
        /// Either refuse as above, or succeed; every PNG it leaves must decode.
        case failureOrSuccess
    }

    /// What the case tries, for messages: `size 0x0 for shape`.
    var name: String
    /// The arguments after `flipbook`, with paths relative to the case's folder.
    var arguments: [String]
    /// Files to make in the folder first, by relative path.
    var files: [String: Data] = [:]
    /// Folders to make in the folder first.
    var folders: [String] = []
    /// Symbolic links to make in the folder first: path to destination.
    var links: [String: String] = [:]
    /// FIFOs (named pipes) to make in the folder first.
    var fifos: [String] = []
    /// What it must do.
    var expectation = Expectation.failure
    /// Words its error line must not hold: a refusal must name the bad input, not an internal
    /// failure (`cairo error` for a frame that could not be drawn).
    var forbiddenInError: [String] = []

    var description: String {
        let shown = arguments.map { $0.count > 80 ? String($0.prefix(80)) + "…(\($0.count) chars)" : $0 }
        return "\(name): flipbook \(shown.map { "'\($0)'" }.joined(separator: " "))"
    }
}
