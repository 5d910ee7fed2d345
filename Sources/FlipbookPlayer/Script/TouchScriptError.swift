import FlipbookCore
import FlipbookRenderer

/// A problem with a touch script: where it is and what is wrong.
///
/// Lines and columns are 1-based; a column counts characters (a tab is one) and points at the
/// offending token's first character, or just past the line's last token when a token is
/// missing. A script file that cannot be read is reported with line 0 and column 0.
public struct TouchScriptError: Error, Equatable, Sendable {
    /// The 1-based line of the problem, or 0 when the file could not be read.
    public var line: Int
    /// The 1-based column of the problem, or 0 when the file could not be read.
    public var column: Int
    /// What is wrong, such as `unterminated string`.
    public var message: String
    /// The path of the script file, or `nil` for a script parsed from text.
    public var file: String?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - line: The 1-based line, or 0 for the whole file.
    ///   - column: The 1-based column, or 0 for the whole file.
    ///   - message: What is wrong.
    ///   - file: The path of the script file, if it came from one.
    public init(line: Int, column: Int, message: String, file: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.file = file
    }
}

extension TouchScriptError: CustomStringConvertible {
    /// `FILE:LINE:COLUMN: MESSAGE`, `FILE: MESSAGE` for an unreadable file, or
    /// `line LINE, column COLUMN: MESSAGE` for a script without a file.
    public var description: String {
        switch file {
        case let file? where line == 0: "\(file): \(message)"
        case let file?: "\(file):\(line):\(column): \(message)"
        case nil: "line \(line), column \(column): \(message)"
        }
    }
}
