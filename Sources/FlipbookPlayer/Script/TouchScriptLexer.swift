import FlipbookCore
import FlipbookRenderer

/// Splits one line of a touch script into tokens.
///
/// Tokens are separated by spaces and tabs. A word runs to the next blank, `#` or `"`; a
/// string runs from `"` to the next unescaped `"`, where `\"` stands for `"`, `\\` for `\`
/// and any other backslash is kept as written. Outside strings, `#` ends the line.
struct TouchScriptLexer {
    private let text: Substring
    private let lineNumber: Int
    private var index: String.Index
    private var column = 1

    /// Where a token starts: its index in the line and its 1-based column.
    private typealias Position = (index: String.Index, column: Int)

    private init(text: Substring, lineNumber: Int) {
        self.text = text
        self.lineNumber = lineNumber
        self.index = text.startIndex
    }

    /// The tokens of `text`, which is line `lineNumber` of a script.
    ///
    /// - Throws: `TouchScriptError` for a string without its closing quote.
    static func tokens(in text: Substring, lineNumber: Int) throws -> [TouchScriptToken] {
        var lexer = TouchScriptLexer(text: text, lineNumber: lineNumber)
        var tokens: [TouchScriptToken] = []
        while let token = try lexer.next() {
            tokens.append(token)
        }
        return tokens
    }

    // MARK: - Tokens

    private mutating func next() throws -> TouchScriptToken? {
        while let character = peek, Self.isBlank(character) {
            advance()
        }
        guard let character = peek, character != "#" else { return nil }
        return character == "\"" ? try string() : word()
    }

    private mutating func word() -> TouchScriptToken {
        let start: Position = (index, column)
        while let character = peek, !Self.isBlank(character), character != "#", character != "\"" {
            advance()
        }
        return token(String(text[start.index..<index]), isQuoted: false, from: start)
    }

    private mutating func string() throws -> TouchScriptToken {
        let start: Position = (index, column)
        advance()
        var value = ""
        while let character = peek {
            advance()
            switch character {
            case "\"": return token(value, isQuoted: true, from: start)
            case "\\": value += try escape(openedAt: start.column)
            default: value.append(character)
            }
        }
        throw TouchScriptError(line: lineNumber, column: start.column, message: "unterminated string")
    }

    /// The character after a backslash in a string: `"` or `\` alone, anything else with its backslash.
    private mutating func escape(openedAt column: Int) throws -> String {
        guard let character = peek else {
            throw TouchScriptError(line: lineNumber, column: column, message: "unterminated string")
        }
        advance()
        return character == "\"" || character == "\\" ? String(character) : "\\\(character)"
    }

    // MARK: - Reading characters

    private var peek: Character? { index < text.endIndex ? text[index] : nil }

    private mutating func advance() {
        index = text.index(after: index)
        column += 1
    }

    private func token(_ value: String, isQuoted: Bool, from start: Position) -> TouchScriptToken {
        TouchScriptToken(text: value, isQuoted: isQuoted, range: start.index..<index,
                         source: String(text[start.index..<index]), column: start.column, endColumn: column)
    }

    private static func isBlank(_ character: Character) -> Bool {
        character == " " || character == "\t"
    }
}
