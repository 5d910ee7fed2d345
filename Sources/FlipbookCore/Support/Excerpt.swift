/// Cuts values and lists down to a size that fits in a one-line message, so that a 1 MB name
/// or a list of 500 themes never floods a terminal.
public enum Excerpt {
    /// The most characters of one value a message shows.
    public static let characterLimit = 60
    /// The most items of a list a message shows.
    public static let itemLimit = 12

    /// `text` as it is when it is short, else its first `limit` characters, `…` and its full
    /// length; line breaks and tabs are shown as `\n`, `\r` and `\t`, so the message stays one
    /// line.
    ///
    /// - Parameters:
    ///   - text: The value to show.
    ///   - limit: The most characters kept from `text`.
    public static func of(_ text: String, limit: Int = characterLimit) -> String {
        let visible = oneLine(text.prefix(limit + 1))
        guard text.count > limit else { return visible }
        return oneLine(text.prefix(limit)) + "… (\(text.count) characters)"
    }

    /// The items joined by `separator`, each cut by ``of(_:limit:)``; past `limit` items, the
    /// rest are counted: `a, b, c, … and 488 more`.
    ///
    /// - Parameters:
    ///   - items: The values to list, in order.
    ///   - limit: The most items shown.
    ///   - separator: What goes between two items.
    public static func list(_ items: [String], limit: Int = itemLimit, separator: String = ", ") -> String {
        let shown = items.prefix(limit).map { of($0) }
        let rest = items.count - shown.count
        return shown.joined(separator: separator) + (rest > 0 ? "\(separator)… and \(rest) more" : "")
    }

    /// `text` with its line breaks and tabs written as escapes.
    private static func oneLine(_ text: Substring) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\n": result += "\\n"
            case "\r", "\r\n": result += "\\r"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result
    }
}
