import Foundation

/// Why a theme cannot be played at all.
public enum ThemeValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The theme has fewer than 2 different emojis, so no game of 2 pairs can be dealt.
    case tooFewEmojis(theme: String, count: Int)

    /// The error in one line.
    public var description: String {
        switch self {
        case let .tooFewEmojis(theme, count):
            "theme \"\(theme)\" is unusable: it has \(count) different emoji(s) and a game needs at least 2"
        }
    }
}
