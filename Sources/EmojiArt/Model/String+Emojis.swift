import Foundation

extension Character {
    /// Whether the character is an emoji (shown as a picture), not a digit or `#` that merely
    /// may become one with a selector.
    public var isEmoji: Bool {
        guard let first = unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && unicodeScalars.count > 1)
            || (first.properties.isEmoji && first.value > 0x238C)
    }
}

extension String {
    /// The emojis in the string, in order, each once: what a drop of text adds and what a
    /// palette holds (`"a🍎b🌲🍎"` gives `["🍎", "🌲"]`).
    public var uniqueEmojis: [String] {
        var seen = Set<String>()
        return filter(\.isEmoji).map(String.init).filter { seen.insert($0).inserted }
    }

    /// The emojis in the string, in order, repeats kept (`"🍎🍎"` gives two).
    public var emojis: [String] {
        filter(\.isEmoji).map(String.init)
    }
}
