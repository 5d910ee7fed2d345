import Flipbook
import Foundation

/// Set as the `flipbook` command knows it: `flipbook set render`, `app set` in a touch
/// script (`seed 2`, `appearance dark`, `colorblind on`, then taps on `card N` in table
/// order, `deck`, `button "New Game"`, `button "Shuffle"`, `button "Hint"`), `flipbook set solve`.
public struct SetCardGameApp: FlipbookApp {
    public static let name = "set"

    public static let summary = "Set: find three cards whose features are all the same or all different."

    public static let settings = [
        AppSetting("dealt", .wholeNumber(12...81), default: "12", help: "How many cards are on the table at the start."),
        AppSetting("colorblind", .flag, default: "off", help: "Name each card's colour with a letter, for colour-blind players.",
                   aliases: ["color-blind"]),
        AppSetting("select", .text(placeholder: "N,N,N"), help: "Cards chosen before the first frame, by their table numbers (1,4,7)."),
    ]

    public let updatesOnlyForTrackedChanges = true  // the game is @Observable

    private let game: ShapeSetGame
    private let showsColorLabels: Bool

    public init(launch: AppLaunch) throws {
        let settings = launch.settings
        game = ShapeSetGame(seed: settings.seed, dealt: settings.wholeNumber("dealt") ?? 12, clock: launch.clock)
        for card in try Self.selection(settings["select"], on: game.table) { game.choose(card) }
        showsColorLabels = settings.isOn("colorblind")
    }

    public var body: some Scene {
        WindowGroup {
            SetGameView(game: game).environment(\.showsColorLabels, showsColorLabels)
        }
    }

    public func stateJSON() throws -> Data {
        try SetState(game).jsonData()
    }

    public static var solver: AppSolver? {
        { settings in SetSolution(seed: settings.seed).script }
    }

    public static var demo: [DemoItem] {
        let phone = CGSize(width: 390, height: 844), tablet = CGSize(width: 1170, height: 2532)
        let boards: [DemoItem] = Appearance.allCases.flatMap { appearance in
            [(12, phone), (81, tablet)].map { dealt, size in
                .still("set-boards/board-\(dealt)-\(appearance.rawValue).png",
                       settings: ["dealt": "\(dealt)", "appearance": appearance.rawValue], size: size)
            }
        }
        return [
            .script("set-game", moments: [2.0, 3.0, 3.6, 4.4, 5.0, 5.8, 6.6, 7.6, 8.4, 9.6, 10.6, 11.4, 12.6, 13.4],
                    crop: CGRect(x: 0, y: 0, width: 390, height: 600), animated: true),
            .script("set-new-game"),
            .script("set-whole-game"),
        ] + boards + [true, false].map { matching in
            .still("set-boards/board-\(matching ? "match" : "mismatch")-selected.png", settings: ["select": demoSelection(matching: matching)])
        }
    }
}
