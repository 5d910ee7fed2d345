import Flipbook
import FlipbookSupport

/// The view model of Memorize, as the course's `EmojiMemoryGame`: it owns the game, plays it
/// with a theme, stamps its intents with the timeline's clock for bonus time and interprets the
/// theme's colour for the views. What is only on screen (which cards were dealt) is the view's.
@Observable
public final class EmojiMemoryGame {
    /// A card of the game.
    public typealias Card = MemoryGame<String>.Card

    /// The theme being played (Assignment VI, task 1: the game's only theme code); setting
    /// it starts a new game of the new theme.
    public var theme: Theme {
        didSet { model = theme.makeGame(seed: generator.next()) }
    }
    private(set) var model: MemoryGame<String>
    private let clock: VirtualClock
    private var generator: SeededGenerator

    /// A game of `theme`, dealt from `generator`, which later games continue.
    public init(theme: Theme, generator: SeededGenerator, clock: VirtualClock) {
        var generator = generator
        self.theme = theme
        self.clock = clock
        self.model = theme.makeGame(seed: generator.next())
        self.generator = generator
    }

    /// A game of `theme`, the same for the same seed.
    public convenience init(theme: Theme, seed: UInt64, clock: VirtualClock) {
        self.init(theme: theme, generator: SeededGenerator(seed: seed), clock: clock)
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

    /// The 1-based place of `card` in display order, by which scripts name it.
    public func displayNumber(of card: Card) -> Int { (cards.firstIndex { $0.id == card.id } ?? 0) + 1 }

    // MARK: - Intents

    /// Whether the rules let the player choose `card` now (not face up, not matched).
    public func canChoose(_ card: Card) -> Bool { model.canChoose(card) }

    /// Turns `card` face up, as the rules allow; a card they do not let the player choose
    /// changes nothing.
    public func choose(_ card: Card) {
        guard model.canChoose(card) else { return }
        model.choose(card, at: clock.now)
    }

    /// Shuffles the cards.
    public func shuffle() { model.shuffle() }

    /// A new game of the same theme; the cards go back to the deck.
    public func newGame() {
        model = theme.makeGame(seed: generator.next())
    }

    /// The game goes off screen: bonus time stops, keeping what each card has used.
    public func pauseBonusTime() {
        guard model.isUsingBonusTime else { return }
        model.pauseBonusTime(at: clock.now)
    }

    /// The game is on screen again: the face-up cards' bonus time runs on.
    public func resumeBonusTime() {
        guard model.hasPausedBonusTime else { return }
        model.resumeBonusTime(at: clock.now)
    }
}
