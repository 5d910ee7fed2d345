import FlipbookSupport
import Foundation

/// A theme for a game of Memorize (Assignment II): a name, the emojis to draw cards from, how
/// many pairs to deal, the colour of the cards and an icon.
///
/// A theme is one line of `assets/themes.json`:
///
/// ```json
/// {"name": "Halloween", "icon": "moon", "color": "orange", "pairs": 6, "emojis": ["👻", "🎃", "🕷️", "💀", "🦇", "🍬", "🧙", "🕸️"]}
/// ```
///
/// A theme may be invalid (duplicate emojis, too many pairs, a colour nobody can draw): check
/// it with ``validated(knownColorNames:knownIconNames:fallbackColorName:)`` before playing
/// it. A game made from an unchecked theme never crashes, but may have fewer pairs than asked.
public struct Theme: Hashable, Identifiable, Sendable {
    /// The theme's identity, kept when it is renamed; unique in a ``ThemeStore``. In JSON it
    /// is written only when it differs from the name (a new theme's id is its first name).
    public var id: String

    /// The theme's name, shown in the UI; names are unique in a ``ThemeStore``.
    public var name: String

    /// The emojis the cards are drawn from: each one extended grapheme cluster (a flag or a
    /// ZWJ family counts as one).
    public var emojis: [String]

    /// The emojis taken out of the theme, remembered so that they can be put back (Assignment
    /// VI, extra credit 1); never dealt. In JSON, written only when there are some.
    public var removedEmojis: [String]

    /// How many pairs of cards a game deals: a fixed number, or a new random one each game.
    public var pairs: Pairs

    /// The colour of the cards' backs and borders.
    public var color: ThemeColor

    /// The name of an SF-Symbol-style icon for the theme, such as `"car"` or `"pawprint"`.
    public var icon: String

    /// Fields of the theme's JSON that this version does not know, written back when it is
    /// saved (a newer version's fields survive an older version's edit).
    public var unknownFields = UnknownFields()

    /// A theme with everything given; its id is its name unless another is given.
    public init(id: String? = nil, name: String, emojis: [String], removedEmojis: [String] = [],
                pairs: Pairs, color: ThemeColor, icon: String) {
        self.id = id ?? name
        self.name = name
        self.removedEmojis = removedEmojis
        self.emojis = emojis
        self.pairs = pairs
        self.color = color
        self.icon = icon
    }
}
