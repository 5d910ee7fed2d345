import Flipbook

/// The view model of Set drawn with shapes (Assignment III's "ShapeSetGame"): it turns the
/// model's abstract features into diamonds, squiggles and ovals, shadings and colours, reads
/// time from the timeline's clock for the timed score, and keeps the hint on screen.
public final class ShapeSetGame {
    /// A card of the game.
    public typealias Card = SetGame.Card

    private(set) var model: SetGame
    private let clock: VirtualClock
    private var nextSeed: UInt64
    /// The cards of a Set the hint is showing.
    public private(set) var hinted: [Card.ID] = []
    /// Whether the last hint found no Set.
    public private(set) var hintFoundNothing = false
    /// Whether cards name their colour with a letter (R, G, P), for colour-blind players.
    public var isColorBlindMode = false
    /// Table cards the screen shows on the table; the others are still on their way from the
    /// deck, drawn on it until they are revealed one after another.
    private var shown: Set<Card.ID>

    /// A new game, shuffled by `seed`, with `dealt` cards on the table (12 by default).
    public init(seed: UInt64, dealt: Int = 12, clock: VirtualClock) {
        self.clock = clock
        nextSeed = seed &+ 1
        model = SetGame(seed: seed, dealt: dealt, at: clock.now)
        shown = Set(model.table.map(\.id))
    }

    /// Whether `card` is shown on the table (not still on its way from the deck).
    public func isShown(_ card: Card) -> Bool { shown.contains(card.id) }

    /// Table cards still drawn on the deck, the next to fly first.
    public var cardsOnTheirWay: [Card] { table.filter { !shown.contains($0.id) } }

    /// Shows `card` on the table: it flies there from the deck.
    public func reveal(_ card: Card) { shown.insert(card.id) }

    // MARK: - What the views show

    public var table: [Card] { model.table }
    public var deck: [Card] { model.deck }
    public var discardPile: [Card] { model.discardPile }
    public var score: Int { model.score }
    public var setsOnTable: Int { model.setsOnTable }
    public var isOver: Bool { model.isOver }
    public var selected: [Card.ID] { model.selected }
    public var selectionIsMatch: Bool? { model.selectionIsMatch }

    /// How `card` is marked on the table.
    public func highlight(of card: Card) -> SetCardView.Highlight {
        guard model.selected.contains(card.id) else { return hinted.contains(card.id) ? .hinted : .none }
        switch model.selectionIsMatch {
        case true?: return .matched
        case false?: return .mismatched
        case nil: return .selected
        }
    }

    /// The card drawn as Set draws it: 1–3 diamonds, squiggles or ovals, solid, striped or
    /// open, in red, green or purple.
    public func cardView(of card: Card, highlight: SetCardView.Highlight? = nil) -> SetCardView {
        SetCardView(count: card.number.rawValue + 1, shape: Self.shapes[card.shape.rawValue],
                    shading: SymbolShading.allCases[card.shading.rawValue], color: Self.colors[card.color.rawValue],
                    highlight: highlight ?? self.highlight(of: card),
                    colorLabel: isColorBlindMode ? Self.colorLabels[card.color.rawValue] : nil)
    }

    /// The 1-based place of `card` on the table, by which scripts name it.
    public func tableNumber(of card: Card) -> Int { (table.firstIndex { $0.id == card.id } ?? 0) + 1 }

    static let shapes: [AnyShape] = [AnyShape(Diamond()), AnyShape(Squiggle()), AnyShape(Oval())]
    static let colors: [Color] = [.red, .green, .purple]
    static let colorLabels = ["R", "G", "P"]

    // MARK: - Intents

    public func choose(_ card: Card) {
        hinted = []
        model.choose(card, at: clock.now)
    }

    public func dealThreeMore() {
        hinted = []
        model.dealThreeMore(at: clock.now)
    }

    public func shuffle() { model.shuffle() }

    /// Shows a Set on the table, or says there is none.
    public func showHint() {
        hinted = model.hint()?.map(\.id) ?? []
        hintFoundNothing = hinted.isEmpty
    }

    /// A new game with the next seed.
    public func newGame() {
        model = SetGame(seed: nextSeed, at: clock.now)
        nextSeed &+= 1
        shown = []
        hinted = []
        hintFoundNothing = false
    }
}
