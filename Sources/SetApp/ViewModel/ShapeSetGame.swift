import Flipbook

/// The view model of Set drawn with shapes (Assignment III's "ShapeSetGame"): it turns the
/// model's abstract features into diamonds, squiggles and ovals, shadings and colours, and reads
/// time from the timeline's clock for the timed score. What is only on screen (the hint shown,
/// the cards still on their way from the deck) is the view's.
@Observable
public final class ShapeSetGame {
    /// A card of the game.
    public typealias Card = SetGame.Card

    private(set) var model: SetGame
    private let clock: VirtualClock
    private var nextSeed: UInt64

    /// A new game, shuffled by `seed`, with `dealt` cards on the table (12 by default).
    public init(seed: UInt64, dealt: Int = 12, clock: VirtualClock) {
        self.clock = clock
        nextSeed = seed &+ 1
        model = SetGame(seed: seed, dealt: dealt, at: clock.now)
    }

    // MARK: - What the views show

    public var table: [Card] { model.table }
    public var deck: [Card] { model.deck }
    public var discardPile: [Card] { model.discardPile }
    public var score: Int { model.score }
    public var setsOnTable: Int { model.setsOnTable }
    public var isOver: Bool { model.isOver }
    public var selected: [Card.ID] { model.selected }
    public var selectionIsMatch: Bool? { model.selectionIsMatch }

    /// How `card` is marked on the table, with the cards of `hinted` showing a hint.
    public func highlight(of card: Card, hinted: [Card.ID] = []) -> SetCardView.Highlight {
        guard model.selected.contains(card.id) else { return hinted.contains(card.id) ? .hinted : .none }
        switch model.selectionIsMatch {
        case true?: return .matched
        case false?: return .mismatched
        case nil: return .selected
        }
    }

    /// The card drawn as Set draws it: 1–3 diamonds, squiggles or ovals, solid, striped or
    /// open, in red, green or purple; with `colorLabel`, a letter names its colour.
    public func cardView(of card: Card, highlight: SetCardView.Highlight = .none, colorLabel: Bool = false) -> SetCardView {
        SetCardView(count: card.number.rawValue + 1, shape: Self.shapes[card.shape.rawValue],
                    shading: SymbolShading.allCases[card.shading.rawValue], color: Self.colors[card.color.rawValue],
                    highlight: highlight, colorLabel: colorLabel ? Self.colorLabels[card.color.rawValue] : nil)
    }

    /// The 1-based place of `card` on the table, by which scripts name it.
    public func tableNumber(of card: Card) -> Int { (table.firstIndex { $0.id == card.id } ?? 0) + 1 }

    static let shapes: [AnyShape] = [AnyShape(Diamond()), AnyShape(Squiggle()), AnyShape(Oval())]
    static let colors: [Color] = [.red, .green, .purple]
    static let colorLabels = ["R", "G", "P"]

    // MARK: - Intents

    public func choose(_ card: Card) { model.choose(card, at: clock.now) }

    public func dealThreeMore() { model.dealThreeMore(at: clock.now) }

    public func shuffle() { model.shuffle() }

    /// The cards of a Set on the table, or none.
    public func hint() -> [Card.ID] { model.hint()?.map(\.id) ?? [] }

    /// A new game with the next seed; its table's cards start on the deck.
    public func newGame() {
        model = SetGame(seed: nextSeed, at: clock.now)
        nextSeed &+= 1
    }
}
