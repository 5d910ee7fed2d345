import Foundation

extension Theme {
    /// A theme made playable, and what was changed to make it so.
    public struct Validation: Hashable, Sendable {
        /// The playable theme.
        public var theme: Theme

        /// One human-readable line per change, each naming the theme; empty when the theme
        /// was valid as it was.
        public var warnings: [String]
    }

    /// The theme made playable (extra credit 1), or an error if it cannot be.
    ///
    /// - Emojis: surrounding whitespace is dropped, an entry of several characters is split
    ///   into its characters (extended grapheme clusters), empty entries and duplicates are
    ///   removed. Fewer than 2 emojis left: the theme is unusable.
    /// - Pairs: a fixed number is clamped to 2…(number of emojis); `.random` stays.
    /// - Color: see ``ThemeColor/validated(knownColorNames:fallbackColorName:)``.
    /// - Name and icon: trimmed; an empty one becomes ``untitledName`` / ``fallbackIcon``.
    ///   With `knownIconNames`, any other icon must be one of them.
    ///
    /// - Parameters:
    ///   - knownColorNames: The colour names the view model can draw.
    ///   - knownIconNames: The icon names the views can draw, or `nil` to accept any.
    ///   - fallbackColorName: The name used for a colour nobody can draw.
    /// - Returns: The playable theme and the warnings, one per change.
    /// - Throws: ``ThemeValidationError/tooFewEmojis(theme:count:)``,
    ///   ``ThemeValidationError/unknownIcon(theme:icon:)``.
    public func validated(
        knownColorNames: Set<String>,
        knownIconNames: Set<String>? = nil,
        fallbackColorName: String = ThemeColor.fallbackName
    ) throws(ThemeValidationError) -> Validation {
        var warnings: [String] = []
        var theme = self
        theme.name = Self.nonEmpty(name, or: Self.untitledName, what: "name", warnings: &warnings)
        theme.icon = Self.nonEmpty(icon, or: Self.fallbackIcon, what: "icon", warnings: &warnings)
        if let knownIconNames, theme.icon != Self.fallbackIcon, !knownIconNames.contains(theme.icon) {
            throw .unknownIcon(theme: theme.name, icon: theme.icon)
        }
        theme.emojis = Self.cleaned(emojis, warnings: &warnings)
        guard theme.emojis.count >= 2 else {
            throw .tooFewEmojis(theme: theme.name, count: theme.emojis.count)
        }
        theme.pairs = Self.clamped(pairs, toEmojiCount: theme.emojis.count, warnings: &warnings)
        let color = color.validated(knownColorNames: knownColorNames, fallbackColorName: fallbackColorName)
        theme.color = color.color
        warnings += color.warnings
        return Validation(theme: theme, warnings: warnings.map { "theme \"\(theme.name)\": \($0)" })
    }

    /// The name given to a theme with an empty one.
    public static let untitledName = "Untitled"

    /// The icon given to a theme with an empty one.
    public static let fallbackIcon = "questionmark.circle"

    /// `text` trimmed, or `replacement` with a warning if nothing is left.
    private static func nonEmpty(
        _ text: String, or replacement: String, what: String, warnings: inout [String]
    ) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.isEmpty else { return trimmed }
        warnings.append("empty \(what); using \"\(replacement)\"")
        return replacement
    }

    /// One emoji per entry, each once, in their first order.
    private static func cleaned(_ entries: [String], warnings: inout [String]) -> [String] {
        var emojis: [String] = []
        for entry in entries {
            let characters = entry.trimmingCharacters(in: .whitespacesAndNewlines).map(String.init)
            if characters.isEmpty { warnings.append("empty emoji removed") }
            if characters.count > 1 { warnings.append("\"\(entry)\" split into \(characters.count) emojis") }
            emojis += characters
        }
        return removingDuplicates(emojis, warnings: &warnings)
    }

    /// The emojis with every repeat removed, and a warning naming the repeated ones.
    private static func removingDuplicates(_ emojis: [String], warnings: inout [String]) -> [String] {
        var seen = Set<String>(), unique: [String] = [], repeated: [String] = []
        for emoji in emojis {
            if seen.insert(emoji).inserted {
                unique.append(emoji)
            } else if !repeated.contains(emoji) {
                repeated.append(emoji)
            }
        }
        if !repeated.isEmpty {
            warnings.append("duplicate emojis removed: \(repeated.joined(separator: " "))")
        }
        return unique
    }

    /// A fixed count clamped to 2…`emojiCount`, with a warning when it changes.
    private static func clamped(_ pairs: Pairs, toEmojiCount emojiCount: Int, warnings: inout [String]) -> Pairs {
        guard case .fixed(let count) = pairs else { return pairs }
        if count < 2 {
            warnings.append("\(count) pairs is too few; using 2")
            return .fixed(2)
        }
        if count > emojiCount {
            warnings.append("\(count) pairs but only \(emojiCount) emojis; using \(emojiCount)")
            return .fixed(emojiCount)
        }
        return pairs
    }
}
