import Foundation

/// Why an edit of a theme or a store was refused; the theme or store is left as it was.
public enum ThemeEditError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Removing an emoji would leave fewer than 2.
    case tooFewEmojis(theme: String)
    /// The theme has no such emoji (or, to restore, no such removed emoji).
    case noSuchEmoji(theme: String, emoji: String)
    /// A name of blanks only.
    case emptyName
    /// Another theme of the store has this name (ignoring case).
    case duplicateName(String)
    /// A new theme with fewer than 2 different emojis.
    case notEnoughEmojis(theme: String, count: Int)
    /// A number of pairs outside 2…(number of emojis).
    case pairsOutOfRange(theme: String, pairs: Int, range: ClosedRange<Int>)

    /// The error in one line.
    public var description: String {
        switch self {
        case let .tooFewEmojis(theme):
            "theme \"\(MessageText.cut(theme))\" keeps at least 2 emojis; the last two cannot be removed"
        case let .noSuchEmoji(theme, emoji):
            "theme \"\(MessageText.cut(theme))\" has no emoji \"\(MessageText.cut(emoji))\""
        case .emptyName:
            "a theme needs a name"
        case let .duplicateName(name):
            "there is already a theme named \"\(MessageText.cut(name))\""
        case let .notEnoughEmojis(theme, count):
            "theme \"\(MessageText.cut(theme))\" has \(count) different emoji(s); a theme needs at least 2"
        case let .pairsOutOfRange(theme, pairs, range):
            "theme \"\(MessageText.cut(theme))\": \(pairs) pairs is out of range; with its emojis, "
                + "\(range.lowerBound) to \(range.upperBound)"
        }
    }
}
