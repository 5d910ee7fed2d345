import Flipbook
import Foundation
import SetApp

/// Set for touch scripts: `app set`, `seed N`, `appearance dark`, `colorblind on`, then taps on `card N` (in table
/// order), `deck`, `button "New Game"`, `button "Shuffle"`, `button "Hint"` or points.
enum SetCardGameApp: ScriptedApp {
    static let name = "set"

    static func makeSession(size: Size, seed: UInt64, settings: [TouchScript.Setting]) throws -> AppSession {
        let appearance = try settings.last { $0.key == "appearance" }.map { try MemorizeThemes.appearance($0.value) } ?? .light
        let clock = VirtualClock()
        let game = ShapeSetGame(seed: try ScriptSettings.seed(in: settings, default: seed), clock: clock)
        let showsColorLabels = settings.contains { $0.key == "colorblind" && $0.value != "off" }
        let player = Player(size: size, clock: clock, colorScheme: appearance) {
            SetGameView(game: game).environment(\.showsColorLabels, showsColorLabels)
        }
        return AppSession(player: player) { try SetState(game).jsonData() }
    }
}

/// The state of a Set game, as `--state-json` writes it.
struct SetState: Encodable {
    struct CardState: Encodable {
        let id: Int, number: Int, shape: String, shading: String, color: String

        init(_ card: SetGame.Card) {
            id = card.id
            number = card.number.rawValue + 1
            shape = ["diamond", "squiggle", "oval"][card.shape.rawValue]
            shading = ["solid", "striped", "open"][card.shading.rawValue]
            color = ["red", "green", "purple"][card.color.rawValue]
        }
    }

    let app = "set"
    let deck: [CardState]
    let table: [CardState]
    let discard: [CardState]
    let selected: [Int]
    let score: Int
    let setsOnTable: Int

    init(_ game: ShapeSetGame) {
        deck = game.deck.map(CardState.init)
        table = game.table.map(CardState.init)
        discard = game.discardPile.map(CardState.init)
        selected = game.selected
        score = game.score
        setsOnTable = game.setsOnTable
    }

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
