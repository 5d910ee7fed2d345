import Flipbook
import Foundation

/// Memorize as the `flipbook` command knows it: `flipbook memorize render`, `app memorize` in
/// a touch script (`theme Halloween`, `seed 3`, `store themes.json`, `screen assignment1`, then
/// taps on `card N`, `deck`, `button "New Game"`, `button "Shuffle"`), `flipbook memorize solve`,
/// and `flipbook memorize themes` (in the command-line target) for the themes store.
public struct MemorizeApp: FlipbookApp {
    public static let name = "memorize"

    public static let summary = "Memorize: turn cards two at a time to find the pairs."

    public static let settings = [
        AppSetting("theme", .text(placeholder: "NAME"), help: "The theme to play, by name (default: one picked by the seed)."),
        AppSetting("store", .text(placeholder: "FILE"),
                   help: "The themes store, saved on every change (default: $XDG_DATA_HOME/flipbook/themes.json, ~/.local/share/flipbook/themes.json, for 'flipbook render', 'play' and 'memorize themes'; the demo uses the built-in themes, unsaved)."),
        AppSetting("themes", .text(placeholder: "file.json"), help: "Deprecated: a read-only themes file in place of assets/themes.json; use store."),
    ]

    public static let screens = [
        AppScreen("chooser", "Assignment VI: the theme chooser; with a theme setting, that theme's game pushed over it"),
        AppScreen("game", "a game pushed over the chooser: the theme setting's, or one picked by the seed"),
        AppScreen("themes", "the theme chooser (the chooser screen's older name)"),
        AppScreen("assignment1", "the Assignment I screen"),
    ]

    /// What the window shows: Assignment VI's chooser and games, or Assignment I's screen.
    enum Screen {
        case themes(ThemesScreen)
        case assignmentOne(AssignmentOneScreen)
    }

    let screen: Screen

    public init(launch: AppLaunch) throws {
        switch launch.settings.screen {
        case "assignment1": screen = .assignmentOne(AssignmentOneScreen(seed: launch.settings.seed))
        default: screen = .themes(try ThemesScreen(launch: launch))
        }
    }

    public var body: some Scene {
        WindowGroup {
            switch screen {
            case let .themes(themes): MemorizeThemesView(library: themes.library, shelf: themes.shelf, navigation: themes.navigation)
            case let .assignmentOne(assignment): assignment.view
            }
        }
    }

    public static var solver: AppSolver? {
        { settings in
            let (store, _) = try ThemeStore.forScene(settings)
            let theme = try settings["theme"].map { try store.theme(named: $0) }
            let game = try EmojiMemoryGame.starting(themes: store.themes, theme: theme, seed: settings.seed, clock: VirtualClock())
            return MemorizeSolution(game: game, seed: settings.seed, themesLine: settings["store"].map { "store \($0)" } ?? settings["themes"].map { "themes \($0)" }).script
        }
    }

    public static var demo: [DemoItem] {
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844), iPad = CGSize(width: 1024, height: 768)
        return [
            .script("memorize-game", moments: [0.5, 0.9, 1.4, 3.3, 3.55, 4.8, 6.1, 6.5, 7.6, 8.2, 9.0, 9.5, 10.4, 11.6], crop: screen, animated: true),
            .script("memorize-whole-game", moments: [3.4, 4.3, 4.8, 5.5, 5.9, 6.1, 6.4, 7.0, 9.0, 12.0, 15.0, 18.0, 21.0, 24.0, 26.0, 27.3],
                    crop: screen),
            .script("memorize-bonus-pie"),
            .script("memorize-themes", moments: [0.3, 1.2, 2.5, 3.6, 4.6, 6.2, 7.8, 10.0, 12.6, 14.2, 15.6, 18.3, 20.0, 21.6, 23.5],
                    crop: screen),
            .still("memorize-screens/chooser-light.png", settings: ["appearance": "light"]),
            .still("memorize-screens/chooser-dark.png", settings: ["appearance": "dark"]),
            .still("memorize-screens/split-light.png", settings: ["theme": "Faces", "appearance": "light"], size: iPad),
            .still("memorize-screens/split-dark.png", settings: ["theme": "Faces", "appearance": "dark"], size: iPad),
            .still("memorize-screens/game-light.png", settings: ["theme": "Halloween", "appearance": "light"]),
            .still("memorize-screens/game-dark.png", settings: ["theme": "Halloween", "appearance": "dark"]),
            .still("memorize-screens/assignment-one.png", settings: ["screen": "assignment1"]),
        ]
    }
}
