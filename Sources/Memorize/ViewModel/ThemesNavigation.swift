import Flipbook

/// Where the player is in Memorize Themes: the stack of pushed games, the theme whose editor
/// is up, the theme chosen in a split view. The views own these and keep them here, where
/// `--state-json` and the scene's opening (`theme NAME` pushes that game) reach them too.
@Observable
public final class ThemesNavigation {
    /// The ids of the themes whose games are pushed, bottom first.
    public var path: [Theme.ID] = []
    /// The theme chosen in the sidebar of the split view (extra credit 2), if any.
    public var selection: Theme.ID?
    /// The theme whose editor sheet is up, if any.
    public var editing: Theme.ID?

    /// Nowhere yet: the chooser.
    public init() {}

    /// The screen in front: the editor, a game, or the chooser.
    public var screen: String {
        if editing != nil { return "editor" }
        return shownTheme == nil ? "chooser" : "game"
    }

    /// The theme whose game is shown: on top of the stack, or selected beside the sidebar.
    public var shownTheme: Theme.ID? { path.last ?? selection }

    /// Shows the game of `id`: pushed in a stack, selected in a split view.
    public func show(_ id: Theme.ID, isSplit: Bool) {
        if isSplit { selection = id } else { path = [id] }
    }

    /// Opens the editor on `id`.
    public func edit(_ id: Theme.ID) {
        withAnimation(.easeInOut(duration: 0.35)) { editing = id }
    }
}
