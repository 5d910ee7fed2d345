import Flipbook
import Foundation

extension MemorizeApp {
    /// Assignment VI's models are `@Observable`; Assignment I's game is a plain value.
    public var updatesOnlyForTrackedChanges: Bool {
        if case .themes = screen { return true }
        return false
    }

    public var launchWarnings: [String] {
        if case let .themes(themes) = screen { return themes.warnings }
        return []
    }

    public var failedSaves: [String] {
        if case let .themes(themes) = screen { return themes.library.problems.filter { !themes.warnings.contains($0) } }
        return []
    }

    /// Marks the game on screen as shown, so a still has its cards dealt.
    public func settle() {
        if case let .themes(themes) = screen, let id = themes.navigation.shownTheme { themes.shelf.markShown(id) }
    }

    public func stateJSON() throws -> Data {
        switch screen {
        case let .themes(themes):
            try MemorizeState(library: themes.library, shelf: themes.shelf, navigation: themes.navigation).jsonData()
        case let .assignmentOne(assignment):
            try JSONSerialization.data(withJSONObject: ["app": Self.name, "screen": "assignment1", "theme": assignment.box.game.chosenTheme,
                                                        "cards": assignment.box.game.cards.map(\.emoji)], options: [.sortedKeys])
        }
    }
}

/// Memorize Themes (Assignment VI): the chooser, with the game of the `theme` setting pushed
/// when there is one (or, on the `game` screen, of a theme picked by the seed). An alert
/// names the store when it had a problem.
@MainActor struct ThemesScreen {
    let library: ThemeLibrary
    let shelf: GameShelf
    let navigation: ThemesNavigation
    /// What the store's loading found and left out.
    let warnings: [String]

    init(launch: AppLaunch) throws {
        let settings = launch.settings
        (library, warnings) = try ThemeLibrary.forScene(settings)
        shelf = GameShelf(seed: settings.seed, clock: launch.clock)
        library.onThemesChange = { [weak shelf] in shelf?.sync(with: $0) }
        navigation = ThemesNavigation()
        if let game = try Self.openingGame(settings: settings, themes: library.themes, clock: launch.clock) {
            shelf.keep(game)
            navigation.show(game.theme.id, isSplit: MemorizeThemesView.isSplit(launch.screenSize))
        }
    }

    /// The game pushed at launch: the `theme` setting's, or on the `game` screen one picked by
    /// the seed (the same cards as before there was a chooser); `nil` for the chooser alone.
    private static func openingGame(settings: AppSettings, themes: [Theme], clock: VirtualClock) throws -> EmojiMemoryGame? {
        let theme = try settings["theme"].map { try ThemeStore(themes: themes).theme(named: $0) }
        guard theme != nil || settings.screen == "game" else { return nil }
        return try EmojiMemoryGame.starting(themes: themes, theme: theme, seed: settings.seed, clock: clock)
    }
}

/// Assignment I: `button "Animals"` picks a theme, `card N` turns a card.
@MainActor struct AssignmentOneScreen {
    final class Box {
        var game: AssignmentOneGame
        init(_ game: AssignmentOneGame) { self.game = game }
    }

    let box: Box

    init(seed: UInt64) {
        box = Box(AssignmentOneView.standardGame(seed: seed))
    }

    var view: some View { AssignmentOneScreenView(box: box) }
}

/// Assignment I's screen, drawn from the game as it is now.
private struct AssignmentOneScreenView: View {
    let box: AssignmentOneScreen.Box

    var body: some View {
        AssignmentOneView.standard(box.game) { [box] change in change(&box.game) }
    }
}
