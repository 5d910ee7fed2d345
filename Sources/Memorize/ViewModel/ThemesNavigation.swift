import Flipbook

/// Where the player is in Memorize Themes: the stack of pushed games, the theme whose editor
/// is up. The views own these and keep them here, where
/// `--state-json` and the scene's opening (`theme NAME` pushes that game) reach them too.
@Observable
public final class ThemesNavigation {
    /// The ids of the themes whose games are pushed, bottom first.
    public var path: [Theme.ID] = []
    /// The theme whose editor sheet is up, if any.
    public var editing: Theme.ID?

    /// Nowhere yet: the chooser.
    public init() {}

    /// The screen in front: the editor, a game, or the chooser.
    public var screen: String {
        if editing != nil { return "editor" }
        return path.isEmpty ? "chooser" : "game"
    }

    /// Opens the editor on `id`.
    public func edit(_ id: Theme.ID) {
        withAnimation(.easeInOut(duration: 0.35)) { editing = id }
    }
}
