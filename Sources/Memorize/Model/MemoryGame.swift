import Foundation
import FlipbookSupport

/// The game of Memorize: pairs of cards, face down, to be turned up two at a time until every
/// pair is matched.
///
/// A pure value with no clock of its own: every intent that can turn a card takes the time, in
/// seconds on any steady clock (the engine passes its virtual clock, seconds since the run
/// began), and the cards' bonus time is measured on it.
///
/// Matched cards keep their place in ``cards`` and stay face up (the view hides them), so the
/// card at index N stays the same card until ``shuffle()`` or a new game.
///
/// Scoring is Assignment II's: ``score`` gains 2 for every match and loses 1 for every card
/// involved in a mismatch that had already been seen. The 2023 lecture's time bonus is kept
/// apart, in ``bonusScore``.
public struct MemoryGame<CardContent: Equatable> {
    /// The cards, in the order they are laid out.
    public internal(set) var cards: [Card]

    /// Assignment II's score: +2 per match, −1 per already-seen card in a mismatch. May be
    /// negative.
    public private(set) var score = 0

    /// The generator behind ``shuffle()``: the game's seed makes every shuffle repeatable.
    private var generator: SeededGenerator

    /// A game of `numberOfPairsOfCards` pairs, face down and in order: the pair made from
    /// `cardContentFactory(i)` sits at indices `2i` and `2i + 1`, with ids `"\(i + 1)a"` and
    /// `"\(i + 1)b"`.
    ///
    /// - Parameters:
    ///   - numberOfPairsOfCards: How many pairs; a negative number makes no cards.
    ///   - bonusTimeLimit: Each card's bonus time, in seconds; 0 gives no bonus.
    ///   - seed: The seed of the generator that ``shuffle()`` uses.
    ///   - cardContentFactory: The content of pair `i`, for `i` in `0..<numberOfPairsOfCards`.
    public init(
        numberOfPairsOfCards: Int,
        bonusTimeLimit: TimeInterval = MemoryGame.defaultBonusTimeLimit,
        seed: UInt64 = 0,
        cardContentFactory: (Int) -> CardContent
    ) {
        self.init(
            numberOfPairsOfCards: numberOfPairsOfCards,
            bonusTimeLimit: bonusTimeLimit,
            generator: SeededGenerator(seed: seed),
            cardContentFactory: cardContentFactory
        )
    }

    /// A game in pair order whose shuffles continue the stream of `generator`.
    init(
        numberOfPairsOfCards: Int,
        bonusTimeLimit: TimeInterval,
        generator: SeededGenerator,
        cardContentFactory: (Int) -> CardContent
    ) {
        cards = (0..<max(0, numberOfPairsOfCards)).flatMap { pairIndex in
            let content = cardContentFactory(pairIndex)
            return ["a", "b"].map { suffix in
                Card(id: "\(pairIndex + 1)\(suffix)", content: content, bonusTimeLimit: bonusTimeLimit)
            }
        }
        self.generator = generator
    }

    /// The bonus time a card has unless told otherwise: 6 seconds, as in lecture 6.
    public static var defaultBonusTimeLimit: TimeInterval { 6 }

    /// Whether every card is matched (a game of no cards is over before it starts).
    public var isOver: Bool {
        cards.allSatisfy(\.isMatched)
    }

    // MARK: - Intents

    /// Shuffles the cards with the game's seeded generator; faces, matches and score stay.
    public mutating func shuffle() {
        cards.shuffle(using: &generator)
    }

    /// Turns `card` face up, as the lecture's `choose(_:)`, at time `now`.
    ///
    /// With no other card face up, the chosen card becomes the one and only face-up card. With
    /// one face up, the two are compared: a match scores 2 and both stay face up, matched; a
    /// mismatch costs 1 for each of the two that had already been seen, and both stay face up
    /// until the next choice turns them down. Choosing a card that is face up (the one and
    /// only, either card of a mismatch on show, or a matched card) or a card not in the game
    /// does nothing, as the lecture's `!cards[chosenIndex].isFaceUp` has it.
    ///
    /// - Parameters:
    ///   - card: The card, found in ``cards`` by its `id`.
    ///   - now: The time of the choice, in seconds; bonus time is measured on this clock.
    public mutating func choose(_ card: Card, at now: TimeInterval) {
        guard let chosenIndex = index(ofChoosable: card) else { return }
        setClock(to: now)
        if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
            compare(chosenIndex, with: potentialMatchIndex)
            cards[chosenIndex].isFaceUp = true
        } else {
            indexOfTheOneAndOnlyFaceUpCard = chosenIndex
        }
    }

    /// Whether choosing `card` now would do anything: it is in the game, face down and
    /// unmatched.
    public func canChoose(_ card: Card) -> Bool {
        index(ofChoosable: card) != nil
    }

    // MARK: - Bookkeeping

    /// The index of `card` if it is in the game, face down and unmatched.
    private func index(ofChoosable card: Card) -> Int? {
        guard let index = cards.firstIndex(where: { $0.id == card.id }),
              !cards[index].isFaceUp, !cards[index].isMatched else { return nil }
        return index
    }

    /// The index of the only unmatched face-up card, if exactly one is face up. Setting it
    /// turns that card face up and every other unmatched card face down (matched cards stay
    /// as they are).
    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }.only }
        set {
            for index in cards.indices where !cards[index].isMatched {
                cards[index].isFaceUp = index == newValue
            }
        }
    }

    /// Scores the second card of a turn against the first: both matched and +2, or −1 for each
    /// of them already seen.
    private mutating func compare(_ chosenIndex: Int, with potentialMatchIndex: Int) {
        if cards[chosenIndex].content == cards[potentialMatchIndex].content {
            cards[chosenIndex].isMatched = true
            cards[potentialMatchIndex].isMatched = true
            score += 2
        } else {
            score -= [chosenIndex, potentialMatchIndex].filter { cards[$0].hasBeenSeen }.count
        }
    }

    /// Tells every card the time of the change about to happen, for its bonus-time observers.
    mutating func setClock(to now: TimeInterval) {
        for index in cards.indices {
            cards[index].clock = now
        }
    }
}

extension MemoryGame: Equatable {}

extension MemoryGame: Sendable where CardContent: Sendable {}
