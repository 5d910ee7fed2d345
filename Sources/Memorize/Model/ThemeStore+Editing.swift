import Foundation

extension ThemeStore {
    /// Adds `theme` at the end, its id made unique in the store, its name trimmed, its
    /// emojis each once (entries that are not emoji are dropped).
    ///
    /// - Throws: ``ThemeEditError`` when its name is empty or another theme's (ignoring case),
    ///   it has fewer than 2 different emojis, or a fixed number of pairs outside
    ///   ``Theme/pairsRange``; the store is left as it was.
    public mutating func add(_ theme: Theme) throws(ThemeEditError) {
        var theme = theme
        try theme.rename(theme.name)
        try checkNameIsFree(theme.name, except: nil)
        theme.emojis = Theme.emojis(in: theme.emojis.joined())
        guard theme.emojis.count >= Theme.minimumEmojiCount else {
            throw .notEnoughEmojis(theme: theme.name, count: theme.emojis.count)
        }
        if case .fixed(let count) = theme.pairs, !theme.pairsRange.contains(count) {
            throw .pairsOutOfRange(theme: theme.name, pairs: count, range: theme.pairsRange)
        }
        theme.id = uniqueID(from: theme.id)
        themes.append(theme)
    }

    /// Removes the theme named `name` (ignoring case and surrounding blanks).
    ///
    /// - Returns: The theme removed.
    /// - Throws: ``ThemeStoreError/unknownTheme(name:knownNames:)``.
    @discardableResult
    public mutating func remove(named name: String) throws(ThemeStoreError) -> Theme {
        let theme = try theme(named: name)
        themes.removeAll { $0.id == theme.id }
        return theme
    }

    /// Changes the theme whose id is `id` with `change`, one of ``Theme``'s editing intents;
    /// an unknown id changes nothing.
    ///
    /// - Throws: What `change` throws, or ``ThemeEditError/duplicateName(_:)`` when it gives
    ///   the theme another theme's name; the store is left as it was.
    public mutating func edit(id: Theme.ID, _ change: (inout Theme) throws(ThemeEditError) -> Void) throws(ThemeEditError) {
        guard let index = themes.firstIndex(where: { $0.id == id }) else { return }
        var theme = themes[index]
        try change(&theme)
        try checkNameIsFree(theme.name, except: id)
        themes[index] = theme
    }

    /// Throws when a theme other than `except` is named `name`, ignoring case and blanks.
    private func checkNameIsFree(_ name: String, except id: Theme.ID?) throws(ThemeEditError) {
        let key = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if themes.contains(where: { $0.id != id && $0.name.lowercased() == key }) { throw .duplicateName(name) }
    }

    /// `base`, or `base 2`, `base 3`… : the first that no theme has as its id.
    private func uniqueID(from base: String) -> String {
        let ids = Set(themes.map(\.id))
        var candidate = base, number = 1
        while ids.contains(candidate) {
            number += 1
            candidate = "\(base) \(number)"
        }
        return candidate
    }
}
