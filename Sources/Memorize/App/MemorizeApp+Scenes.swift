import Flipbook
import Foundation

extension MemorizeApp {
    /// Memorize Themes (Assignment VI): the chooser, with the game of the `theme` setting
    /// pushed when there is one (or, on the `game` screen, of a theme picked by the seed). A
    /// still shows that game's cards dealt; an alert names the store when it had a problem.
    @MainActor static func themesScene(size: CGSize, settings: AppSettings) throws -> AppScene {
        let (library, warnings) = try ThemeLibrary.forScene(settings)
        let clock = VirtualClock()
        let shelf = GameShelf(seed: settings.seed, clock: clock)
        library.onThemesChange = { [weak shelf] in shelf?.sync(with: $0) }
        let navigation = ThemesNavigation()
        if let game = try openingGame(settings: settings, themes: library.themes, clock: clock) {
            shelf.keep(game)
            navigation.show(game.theme.id, isSplit: MemorizeThemesView.isSplit(size))
        }
        let appearance = settings.appearance
        let player = Player(size: size, clock: clock, colorScheme: appearance) {
            MemorizeThemesView(library: library, shelf: shelf, navigation: navigation)
        }
        player.updatesOnlyForTrackedChanges = true  // the library, shelf and navigation are @Observable
        let settle = { if let id = navigation.shownTheme { shelf.markShown(id) } }
        let failedSaves = { library.problems.filter { !warnings.contains($0) } }
        return AppScene(player: player, background: appearance.background, warnings: warnings, settle: settle,
                        saveFailures: failedSaves) {
            try MemorizeState(library: library, shelf: shelf, navigation: navigation).jsonData()
        }
    }

    /// The game pushed at launch: the `theme` setting's, or on the `game` screen one picked by
    /// the seed (the same cards as before there was a chooser); `nil` for the chooser alone.
    private static func openingGame(settings: AppSettings, themes: [Theme], clock: VirtualClock) throws -> EmojiMemoryGame? {
        let theme = try settings["theme"].map { try ThemeStore(themes: themes).theme(named: $0) }
        guard theme != nil || settings.screen == "game" else { return nil }
        return try EmojiMemoryGame.starting(themes: themes, theme: theme, seed: settings.seed, clock: clock)
    }

    /// Assignment I: `button "Animals"` picks a theme, `card N` turns a card.
    @MainActor static func assignmentOneScene(size: CGSize, settings: AppSettings) -> AppScene {
        final class Box { var game: AssignmentOneGame; init(_ game: AssignmentOneGame) { self.game = game } }
        let box = Box(AssignmentOneView.standardGame(seed: settings.seed))
        let appearance = settings.appearance
        let player = Player(size: size, colorScheme: appearance) { AssignmentOneView.standard(box.game) { change in change(&box.game) } }
        return AppScene(player: player, background: appearance.background) {
            try JSONSerialization.data(withJSONObject: ["app": name, "screen": "assignment1", "theme": box.game.chosenTheme,
                                                        "cards": box.game.cards.map(\.emoji)], options: [.sortedKeys])
        }
    }
}
