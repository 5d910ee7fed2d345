import FlipbookCore
import FlipbookRenderer

/// A word or a quoted string on one line of a touch script.
struct TouchScriptToken {
    /// The token's value: a word as written, or a string's contents with escapes resolved.
    let text: String
    /// Whether the token was a double-quoted string.
    let isQuoted: Bool
    /// Where the token is in its line, quotes included.
    let range: Range<String.Index>
    /// The token as written, quotes and escapes included, for messages.
    let source: String
    /// The 1-based column of the token's first character.
    let column: Int
    /// The 1-based column just past the token's last character.
    let endColumn: Int

    /// The token as written, cut to a length that fits in a message.
    var shown: String { Excerpt.of(source) }
}
