import FlipbookCore
import FlipbookRenderer

/// One line of a touch script, split into tokens.
struct TouchScriptLine {
    /// The 1-based line number.
    let number: Int
    /// The line's text, without its line break.
    let text: Substring
    /// The line's words and strings, without its comment.
    let tokens: [TouchScriptToken]

    /// Splits line `number` of a script into tokens.
    ///
    /// - Throws: `TouchScriptError` for a string without its closing quote.
    init(number: Int, text: Substring) throws {
        self.number = number
        self.text = text
        self.tokens = try TouchScriptLexer.tokens(in: text, lineNumber: number)
    }

    /// The column just past the last token, where a missing token is reported.
    var endColumn: Int { tokens.last?.endColumn ?? 1 }

    /// The raw text from the token at `offset` to the end of the last token, or `""` if there
    /// is no such token.
    func rawText(from offset: Int) -> String {
        guard offset < tokens.count, let last = tokens.last else { return "" }
        return String(text[tokens[offset].range.lowerBound..<last.range.upperBound])
    }
}
