import Flipbook

/// The view model of Memorize, as the course's `EmojiMemoryGame`: it owns the game, plays it
/// with a theme, reads time from the timeline's clock for the bonus pies, interprets the
/// theme's colour for the views, and keeps which cards have been dealt from the deck.
public final class EmojiMemoryGame {
    /// A card of the game.
    public typealias Card = MemoryGame<String>.Card

    /// The theme being played.
    public private(set) var theme: Theme
    private(set) var model: MemoryGame<String>
    private let themes: [Theme]
    private let clock: VirtualClock
    private var generator: SeededGenerator
    private var themeWasChosen: Bool
    private var dealt = Set<Card.ID>()
    /// Matched cards that have left the table: they stay face up in the model, somersaulting,
    /// until the player chooses another card; then they leave (the view scales them away).
    private var departed = Set<Card.ID>()

    /// A game of `theme`, or of a random one of `themes` (seeded) when none is chosen.
    public init(themes: [Theme], theme: Theme? = nil, seed: UInt64, clock: VirtualClock) {
        precondition(!themes.isEmpty || theme != nil, "a game needs a theme")
        var generator = SeededGenerator(seed: seed)
        let chosen = theme ?? themes.randomElement(using: &generator)!
        self.themes = themes
        self.theme = chosen
        self.clock = clock
        self.themeWasChosen = theme != nil
        self.model = chosen.makeGame(seed: generator.next())
        self.generator = generator
    }

    // MARK: - What the views show

    /// The cards, in display order; matched cards keep their places.
    public var cards: [Card] { model.cards }
    /// The Assignment II score.
    public var score: Int { model.score }
    /// The bonus points earned by quick matches.
    public var bonusScore: Int { model.bonusScore }
    /// The theme's name.
    public var themeName: String { theme.name }
    /// The theme's colour or gradient, for the cards' backs and borders.
    public var style: Paint { ThemePalette.paint(for: theme.color) }

    /// The share of bonus time `card` has left now.
    public func bonusRemaining(of card: Card) -> Double { card.bonusRemaining(at: clock.now) }

    /// Whether `card` is still on the deck.
    public func isUndealt(_ card: Card) -> Bool { !dealt.contains(card.id) }

    /// Whether `card` was matched and has left the table; its place in the grid stays empty.
    public func hasLeft(_ card: Card) -> Bool { departed.contains(card.id) }

    /// The 1-based place of `card` in display order, by which scripts name it.
    public func displayNumber(of card: Card) -> Int { (cards.firstIndex { $0.id == card.id } ?? 0) + 1 }

    // MARK: - Intents

    /// Turns `card` face up, as the rules allow; cards matched before leave the table. A card
    /// the rules do not let the player choose (face up, matched) changes nothing.
    public func choose(_ card: Card) {
        guard !hasLeft(card), model.canChoose(card) else { return }
        departed.formUnion(cards.filter { $0.isMatched && $0.id != card.id }.map(\.id))
        model.choose(card, at: clock.now)
    }

    /// Shuffles the cards.
    public func shuffle() { model.shuffle() }

    /// Takes `card` from the deck to the table.
    public func deal(_ card: Card) { dealt.insert(card.id) }

    /// Deals every card at once (a board rendered without the deal's animation).
    public func dealAll() { dealt = Set(cards.map(\.id)) }

    /// A new game: the chosen theme, or a new random one; the cards go back to the deck.
    public func newGame() {
        if !themeWasChosen, let next = themes.randomElement(using: &generator) { theme = next }
        model = theme.makeGame(seed: generator.next())
        dealt = []
        departed = []
    }

    /// Plays `theme` from now on, with a new game.
    public func choose(theme: Theme) {
        self.theme = theme
        themeWasChosen = true
        model = theme.makeGame(seed: generator.next())
        dealt = []
        departed = []
    }
}
