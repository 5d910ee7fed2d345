import Foundation

extension Theme {
    /// The fewest emojis a theme keeps: a game deals at least 2 pairs.
    public static let minimumEmojiCount = 2

    /// The numbers of pairs the theme may deal: 2 to the number of its emojis (hint 11).
    public var pairsRange: ClosedRange<Int> {
        Self.minimumEmojiCount...max(Self.minimumEmojiCount, emojis.count)
    }

    /// Adds the emojis typed in `text`, in order (the editor's field): characters that are not
    /// emoji, and emoji the theme already has, are ignored; a flag, a keycap or a ZWJ sequence
    /// is one emoji. A removed emoji typed again comes back.
    ///
    /// - Returns: The emojis added.
    @discardableResult
    public mutating func addEmojis(from text: String) -> [String] {
        var added: [String] = []
        for emoji in Self.emojis(in: text) where !emojis.contains(emoji) {
            emojis.append(emoji)
            removedEmojis.removeAll { $0 == emoji }
            added.append(emoji)
        }
        return added
    }

    /// Takes `emoji` out of the theme and remembers it among ``removedEmojis``; the pairs
    /// shrink with the emojis.
    ///
    /// - Throws: ``ThemeEditError/tooFewEmojis(theme:)`` when only 2 are left,
    ///   ``ThemeEditError/noSuchEmoji(theme:emoji:)`` when the theme does not have it.
    public mutating func removeEmoji(_ emoji: String) throws(ThemeEditError) {
        guard let index = emojis.firstIndex(of: emoji) else { throw .noSuchEmoji(theme: name, emoji: emoji) }
        guard emojis.count > Self.minimumEmojiCount else { throw .tooFewEmojis(theme: name) }
        emojis.remove(at: index)
        if !removedEmojis.contains(emoji) { removedEmojis.append(emoji) }
        if case .fixed(let count) = pairs { pairs = .fixed(min(count, emojis.count)) }
    }

    /// Puts a removed emoji back at the end of the emojis.
    ///
    /// - Throws: ``ThemeEditError/noSuchEmoji(theme:emoji:)`` when it was not removed.
    public mutating func restoreEmoji(_ emoji: String) throws(ThemeEditError) {
        guard let index = removedEmojis.firstIndex(of: emoji) else { throw .noSuchEmoji(theme: name, emoji: emoji) }
        removedEmojis.remove(at: index)
        if !emojis.contains(emoji) { emojis.append(emoji) }
    }

    /// Deals `count` pairs from now on, brought within ``pairsRange`` (as a stepper is).
    public mutating func setPairs(_ count: Int) {
        pairs = .fixed(min(max(count, pairsRange.lowerBound), pairsRange.upperBound))
    }

    /// Renames the theme; its id stays.
    ///
    /// - Throws: ``ThemeEditError/emptyName`` for a name of blanks only.
    public mutating func rename(_ newName: String) throws(ThemeEditError) {
        let trimmed = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyName }
        name = trimmed
    }

    /// Colours the cards with RGBA components (hint 4), each clamped to 0…1 (NaN is 0).
    public mutating func recolor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let clamp = { (value: Double) in value.isNaN ? 0 : min(1, max(0, value)) }
        color = .rgba(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The emojis in `text`, each once, in order: the extended grapheme clusters that are
    /// drawn as emoji.
    public static func emojis(in text: String) -> [String] {
        var seen = Set<String>()
        return text.filter(\.isEmoji).map(String.init).filter { seen.insert($0).inserted }
    }
}

extension Character {
    /// Whether the character is drawn as an emoji: a scalar shown as emoji by default (😀,
    /// 🇫🇷), or an emoji scalar followed by others (❤️ with its variation selector, 1️⃣,
    /// 🏳️‍🌈). Letters, digits, `#` and `©` alone are not.
    var isEmoji: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || scalars.count > 1
    }
}
