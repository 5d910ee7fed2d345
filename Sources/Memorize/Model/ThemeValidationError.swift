import Foundation

/// Why a theme cannot be played at all.
public enum ThemeValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The theme has fewer than 2 different emojis, so no game of 2 pairs can be dealt.
    case tooFewEmojis(theme: String, count: Int)

    /// The theme's icon is not a name the app can draw.
    case unknownIcon(theme: String, icon: String)

    /// The error in one line.
    public var description: String {
        switch self {
        case let .tooFewEmojis(theme, count):
            "theme \"\(MessageText.cut(theme))\" is unusable: it has \(count) different emoji(s) and a game needs at least 2"
        case let .unknownIcon(theme, icon):
            "theme \"\(MessageText.cut(theme))\" has an unknown icon \"\(MessageText.cut(icon))\""
        }
    }
}
