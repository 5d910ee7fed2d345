import Flipbook
import Foundation

extension MemorizeApp {
    /// Assignment II's game: the deck, the cards, the score and the buttons. A still shows
    /// the cards dealt.
    static func gameScene(size: Size, settings: AppSettings) throws -> AppScene {
        let (store, warnings) = try ThemeStore.playable(from: settings["themes"])
        let theme = try settings["theme"].map { try store.theme(named: $0) }
        let clock = VirtualClock()
        let game = EmojiMemoryGame(themes: store.themes, theme: theme, seed: settings.seed, clock: clock)
        let appearance = settings.appearance
        let player = Player(size: size, clock: clock) { EmojiMemoryGameView(game: game, appearance: appearance) }
        return AppScene(player: player, background: appearance.background, warnings: warnings, settle: game.dealAll) {
            try MemorizeState(game).jsonData()
        }
    }

    /// The theme chooser: a row for each theme.
    static func themesScene(size: Size, settings: AppSettings) throws -> AppScene {
        let (store, warnings) = try ThemeStore.playable(from: settings["themes"])
        let appearance = settings.appearance
        let player = Player(size: size) { ThemeChooserView(themes: store.themes, appearance: appearance) { _ in } }
        return AppScene(player: player, background: appearance.background, warnings: warnings) {
            try JSONSerialization.data(withJSONObject: ["app": name, "screen": "themes", "themes": store.names], options: [.sortedKeys])
        }
    }

    /// Assignment I: `button "Animals"` picks a theme, `card N` turns a card.
    static func assignmentOneScene(size: Size, settings: AppSettings) -> AppScene {
        final class Box { var game: AssignmentOneGame; init(_ game: AssignmentOneGame) { self.game = game } }
        let box = Box(AssignmentOneView.standardGame(seed: settings.seed))
        let appearance = settings.appearance
        let player = Player(size: size) { AssignmentOneView.standard(box.game, appearance: appearance) { change in change(&box.game) } }
        return AppScene(player: player, background: appearance.background) {
            try JSONSerialization.data(withJSONObject: ["app": name, "screen": "assignment1", "theme": box.game.chosenTheme,
                                                        "cards": box.game.cards.map(\.emoji)], options: [.sortedKeys])
        }
    }
}
