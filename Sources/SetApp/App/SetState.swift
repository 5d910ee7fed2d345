import Foundation

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
