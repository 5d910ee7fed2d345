import Flipbook
import Foundation

extension MemorizeApp {
    /// Assignment II's game: the deck, the cards, the score and the buttons. A still shows
    /// the cards dealt.
    static func gameScene(size: Size, settings: AppSettings) throws -> AppScene {
        let (store, warnings) = try ThemeStore.forScene(settings)
        let theme = try settings["theme"].map { try store.theme(named: $0) }
        let clock = VirtualClock()
        let game = try EmojiMemoryGame.starting(themes: store.themes, theme: theme, seed: settings.seed, clock: clock)
        let appearance = settings.appearance
        let opening = Opening()
        let player = Player(size: size, clock: clock, colorScheme: appearance) {
            EmojiMemoryGameView(game: game, startsDealt: opening.isOver)
        }
        return AppScene(player: player, background: appearance.background, warnings: warnings, settle: opening.end) {
            try MemorizeState(game, themes: store.themes).jsonData()
        }
    }

    /// The theme chooser: a row for each theme.
    static func themesScene(size: Size, settings: AppSettings) throws -> AppScene {
        let (store, warnings) = try ThemeStore.forScene(settings)
        let appearance = settings.appearance
        let player = Player(size: size, colorScheme: appearance) { ThemeChooserView(themes: store.themes) { _ in } }
        return AppScene(player: player, background: appearance.background, warnings: warnings) {
            try JSONSerialization.data(withJSONObject: ["app": name, "screen": "themes", "themes": store.names], options: [.sortedKeys])
        }
    }

    /// Assignment I: `button "Animals"` picks a theme, `card N` turns a card.
    static func assignmentOneScene(size: Size, settings: AppSettings) -> AppScene {
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

/// Whether a game's opening moves (the deal) are over before its screen first appears: a
/// still starts with the cards on the table, a script deals them.
private final class Opening {
    private(set) var isOver = false
    func end() { isOver = true }
}
