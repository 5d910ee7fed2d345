import FlipbookCore
import FlipbookRenderer

/// Reads the tokens of one touch-script line from left to right, for the recursive-descent
/// parser of its events and directives.
struct TokenCursor {
    /// The line being read.
    let line: TouchScriptLine
    /// The offset of the next token to read.
    private var offset = 0

    /// A cursor at the start of `line`.
    init(line: TouchScriptLine) {
        self.line = line
    }

    /// The next token, or `nil` at the end of the line.
    var current: TouchScriptToken? {
        offset < line.tokens.count ? line.tokens[offset] : nil
    }

    /// Moves past the next token and returns it.
    @discardableResult
    mutating func advance() -> TouchScriptToken? {
        defer { offset = min(offset + 1, line.tokens.count) }
        return current
    }

    /// An error at `token`, or just past the last token when `token` is `nil`.
    func error(_ message: String, at token: TouchScriptToken?) -> TouchScriptError {
        TouchScriptError(line: line.number, column: token?.column ?? line.endColumn, message: message)
    }

    /// Moves past the word `keyword`.
    ///
    /// - Throws: `TouchScriptError` with `message`, and the token found instead, if the next
    ///   token is not `keyword`.
    mutating func expect(_ keyword: String, _ message: String) throws {
        guard let token = current, !token.isQuoted, token.text == keyword else {
            throw error(message + found, at: current)
        }
        advance()
    }

    /// Checks that the line has no tokens left.
    ///
    /// - Throws: `TouchScriptError` naming the first extra token, which came after `context`.
    func expectEnd(after context: String) throws {
        if let token = current {
            throw error("unexpected '\(token.shown)' after \(context)", at: token)
        }
    }

    /// `; found 'TOKEN'` for the next token, or `""` at the end of the line.
    var found: String {
        current.map { "; found '\($0.shown)'" } ?? ""
    }
}
