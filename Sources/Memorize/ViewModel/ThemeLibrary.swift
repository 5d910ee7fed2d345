import Flipbook
import Foundation

/// The view model of the theme chooser and the theme editor (Assignment VI, hints 1–3): the
/// store of themes, saved to its file after every change when it has one. Its intents are the
/// editor's "user intentions" (hint 8): each changes one theme of the store at once (live
/// editing), and an intent the rules refuse changes nothing and says why.
@Observable
public final class ThemeLibrary {
    /// The store file, when changes are saved.
    private var file: ThemeStoreFile?
    /// The themes, when they are not saved (read-only themes).
    private var unsaved: ThemeStore
    /// Problems met without the file (a read-only themes file), one line each.
    private let notes: [String]
    /// Whether problems came up that the user has not been told of (an alert tells them).
    public var hasUnreadProblems = false
    /// Told of the themes after every change (the games follow their themes).
    @ObservationIgnored public var onThemesChange: ([Theme]) -> Void = { _ in }

    /// A library saved to `file` after every change.
    public init(file: ThemeStoreFile) {
        self.file = file
        unsaved = ThemeStore()
        notes = []
        hasUnreadProblems = !file.problems.isEmpty
    }

    /// A library of `store` that saves nothing; `notes` say why, one line each.
    public init(unsaved store: ThemeStore, notes: [String] = []) {
        file = nil
        unsaved = store
        self.notes = notes
        hasUnreadProblems = !notes.isEmpty
    }

    /// The store, as saved (or as kept in memory when it cannot be).
    public var store: ThemeStore { file?.store ?? unsaved }

    /// The themes, in order.
    public var themes: [Theme] { store.themes }

    /// The theme whose id is `id`, if the store still has it.
    public func theme(id: Theme.ID) -> Theme? { themes.first { $0.id == id } }

    /// The store's file as the user named it, `nil` when changes are not saved.
    public var fileName: String? { file?.url.relativePath }

    /// What went wrong opening or saving the store, one line each naming the file.
    public var problems: [String] { (file?.problems ?? []) + notes }

    /// Whether the last change reached the file; `false` when there is no file.
    public var isSaved: Bool { file?.isSaved ?? false }

    /// Replaces the store with `change` applied, saving it; a change that throws, or changes
    /// nothing, leaves the store (and the file) alone.
    func update(_ change: (inout ThemeStore) throws(ThemeEditError) -> Void) throws(ThemeEditError) {
        var copy = store
        try change(&copy)
        guard copy != store else { return }
        let known = problems.count
        if file != nil { file?.store = copy } else { unsaved = copy }
        if problems.count > known { hasUnreadProblems = true }
        onThemesChange(copy.themes)
    }
}
