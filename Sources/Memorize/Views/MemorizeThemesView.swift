import Flipbook

/// Memorize Themes (Assignment VI): the theme chooser in a `NavigationStack`, each theme's
/// game pushed over it, the theme editor in a sheet, and an alert naming the store's file
/// when it had a problem at launch or cannot be saved.
public struct MemorizeThemesView: View {
    /// The themes.
    public var library: ThemeLibrary
    /// The games kept by theme (extra credit 3).
    public var shelf: GameShelf
    /// The pushed games, the editor.
    @Bindable public var navigation: ThemesNavigation

    /// Creates the app's screen.
    public init(library: ThemeLibrary, shelf: GameShelf, navigation: ThemesNavigation) {
        self.library = library
        self.shelf = shelf
        self.navigation = navigation
    }

    /// Whether a screen of `size` points shows the split view (an iPad's, 1024 wide and more)
    /// rather than the stack.
    public static func isSplit(_ size: CGSize) -> Bool { size.width >= 1024 }

    public var body: some View {
        GeometryReader { proxy in
            if Self.isSplit(proxy.size) { split } else { stack }
        }
        .sheet(isPresented: isEditing) { ThemeEditor(library: library, id: navigation.editing ?? "") }
        .alert("Themes Store", isPresented: Bindable(library).hasUnreadProblems) {
            Button("OK", role: .cancel) {}
        } message: {
            Text(library.problems.joined(separator: "\n"))
        }
    }

    /// The phone's layout: the chooser, each game pushed over it.
    private var stack: some View {
        let library = library, shelf = shelf
        return NavigationStack(path: $navigation.path) {
            ThemeChooserView(library: library, navigation: navigation)
                .navigationDestination(for: Theme.ID.self) { id in ThemeGameScreen(library: library, shelf: shelf, id: id) }
        }
    }

    /// The iPad's layout (extra credit 2, hint 14): the chooser in the sidebar, selecting by
    /// theme id, and the selected theme's game in the detail.
    private var split: some View {
        let library = library, shelf = shelf
        return NavigationSplitView {
            ThemeChooserView(library: library, navigation: navigation, selection: $navigation.selection)
        } detail: {
            if let id = navigation.selection {
                ThemeGameScreen(library: library, shelf: shelf, id: id)
            } else {
                Text("Choose a theme to play.").foregroundColor(.gray).navigationTitle("Memorize")
            }
        }
    }

    /// Whether the editor is up; dismissing it forgets the theme.
    private var isEditing: Binding<Bool> {
        let navigation = navigation
        return Binding(get: { navigation.editing != nil }, set: { if !$0 { navigation.editing = nil } })
    }
}

/// A theme's game, pushed (task 6): titled with the theme's name, the score, New Game and
/// Shuffle as on its own. The game is the one kept for the theme; shown again, its cards are
/// on the table at once (hint 1: no second deal), and its bonus time stops while it is off
/// screen. A game that an edit restarted is dealt from its deck as soon as it shows. The
/// screen's identity is the theme, so another theme or an edit starts the screen afresh.
struct ThemeGameScreen: View {
    let library: ThemeLibrary
    let shelf: GameShelf
    let id: Theme.ID

    var body: some View {
        let shelf = shelf, id = id
        return Group {
            if let theme = library.theme(id: id) {
                let game = shelf.game(for: theme)
                EmojiMemoryGameView(game: game, startsDealt: shelf.wasShown(id),
                                    dealsOnAppear: shelf.wasRestarted(id), showsThemeName: false)
                    .onAppear {
                        game.resumeBonusTime()
                        shelf.markShown(id)
                    }
                    .onDisappear { game.pauseBonusTime() }
                    .id(theme)
                    .navigationTitle(theme.name)
                    .navigationBarTitleDisplayMode(.inline)
            } else {
                Text("This theme was deleted.").navigationTitle("Memorize")
            }
        }
    }
}
