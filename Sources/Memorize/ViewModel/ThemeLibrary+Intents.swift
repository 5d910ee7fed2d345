import Flipbook
import Foundation

extension ThemeLibrary {
    /// Adds a new theme at the end (task 7, hint 5: a simple default theme to edit) and
    /// returns its id: "New Theme" (numbered when taken), a few emojis, 3 pairs, blue.
    @discardableResult
    public func addTheme() -> Theme.ID {
        let names = Set(themes.map { $0.name.lowercased() })
        var name = Self.newThemeName, number = 1
        while names.contains(name.lowercased()) {
            number += 1
            name = "\(Self.newThemeName) \(number)"
        }
        let theme = Theme(name: name, emojis: Self.newThemeEmojis, pairs: .fixed(3),
                          color: .rgba(red: 0, green: 0.478, blue: 1, alpha: 1), icon: "star")
        try? update { store throws(ThemeEditError) in try store.add(theme) }
        return themes.last?.id ?? theme.id
    }

    /// Deletes the themes at `offsets` of ``themes`` (swipe to delete, edit mode).
    public func remove(atOffsets offsets: IndexSet) {
        try? update { store throws(ThemeEditError) in store.themes.remove(atOffsets: offsets) }
    }

    /// Moves the themes at `offsets` before `destination` (edit mode's handles).
    public func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        try? update { store throws(ThemeEditError) in store.themes.move(fromOffsets: offsets, toOffset: destination) }
    }

    /// Applies `change`, one of ``Theme``'s editing intents, to the theme `id`.
    ///
    /// - Returns: Why the change was refused (a name another theme has, the last two emojis),
    ///   in a sentence for the form; `nil` when it was made.
    @discardableResult
    public func edit(_ id: Theme.ID, _ change: (inout Theme) throws(ThemeEditError) -> Void) -> String? {
        do {
            try update { store throws(ThemeEditError) in try store.edit(id: id, change) }
            return nil
        } catch {
            return error.sentence
        }
    }

    /// The name new themes start with.
    static let newThemeName = "New Theme"
    /// The emojis new themes start with.
    static let newThemeEmojis = ["🍎", "🍌", "🍒", "🍇", "🍉"]
}

extension ThemeEditError {
    /// The error in a sentence for the editor's form.
    var sentence: String {
        switch self {
        case .emptyName: "A theme needs a name."
        case let .duplicateName(name): "Another theme is named \(name)."
        case .tooFewEmojis: "A theme keeps at least two emojis."
        default: "\(self)"
        }
    }
}
