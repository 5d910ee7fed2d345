import Foundation
import FlipbookSupport

/// The game of Set, solo, as Assignments III and IV play it.
///
/// Every card of the game is always in exactly one of ``deck``, ``table`` and ``discardPile``.
/// The player selects up to three cards on the table; three that make a Set score and are
/// discarded at the next touch; touching the deck deals three more.
///
/// A pure value with no clock of its own: every intent that can score takes the time, in
/// seconds on any steady clock, and the time bonus is measured on it (see
/// ``points(forSetFoundAfter:)``).
public struct SetGame: Sendable {
    /// The cards not yet dealt; the next card to be dealt is first.
    public private(set) var deck: [Card]

    /// The cards in play, in the order they are laid out.
    public private(set) var table: [Card] = []

    /// The cards discarded as Sets, in the order they were discarded (the last is on top).
    public private(set) var discardPile: [Card] = []

    /// The ids of the selected cards, in the order they were selected: at most 3, all on the
    /// ``table``.
    public private(set) var selected: [Card.ID] = []

    /// The score: ``points(forSetFoundAfter:)`` for every Set (counted from the previous Set,
    /// the start, or a deal to a table with no Set), −``missedSetPenalty`` for every deal while
    /// a Set was on the table. Mismatches cost nothing. May be negative.
    public private(set) var score = 0

    /// When the time bonus started running, in seconds: when the previous Set was found, the
    /// game began, or 3 cards were dealt to a table that held no Set.
    private var bonusClockStart: TimeInterval

    /// The generator behind ``shuffle()``.
    private var generator: SeededGenerator

    /// The number of cards dealt at the start of a game: 12.
    public static var initialTableCount: Int { 12 }

    /// A new game: the 81 cards shuffled with `seed`, and 12 of them dealt.
    ///
    /// - Parameters:
    ///   - seed: The seed of the shuffles, of the deck and of every ``shuffle()``.
    ///   - now: The time the game begins, in seconds: the first Set's time bonus runs from here.
    public init(seed: UInt64 = 0, at now: TimeInterval = 0) {
        self.init(seed: seed, dealt: Self.initialTableCount, at: now)
    }

    /// A new shuffled game with `dealt` cards on the table from the start (at least 12, at
    /// most 81), as a board of that size is set up: no dealing, so no score.
    public init(seed: UInt64, dealt: Int, at now: TimeInterval = 0) {
        var generator = SeededGenerator(seed: seed)
        let deck = Card.all.shuffled(using: &generator)
        self.init(deck: deck, generator: generator, at: now)
        table += takeFromDeck(min(81, max(dealt, Self.initialTableCount)) - table.count)
    }

    /// A game dealt from `deck` in the order given, unshuffled: a partial deck makes a short
    /// game (Assignment III's hint 10).
    ///
    /// - Parameters:
    ///   - deck: The cards, the first to be dealt first; duplicates are a programming error.
    ///   - seed: The seed of every ``shuffle()``.
    ///   - now: The time the game begins, in seconds.
    public init(deck: [Card], seed: UInt64 = 0, at now: TimeInterval = 0) {
        self.init(deck: deck, generator: SeededGenerator(seed: seed), at: now)
    }

    /// A game dealt from `deck` in order, whose shuffles continue `generator`.
    private init(deck: [Card], generator: SeededGenerator, at now: TimeInterval) {
        precondition(Swift.Set(deck).count == deck.count, "A Set deck holds each card once")
        self.deck = deck
        self.generator = generator
        bonusClockStart = now
        table = takeFromDeck(Self.initialTableCount)
    }

    /// Whether three cards are selected and make a Set; `nil` while fewer than three are.
    public var selectionIsMatch: Bool? {
        guard selected.count == 3 else { return nil }
        let cards = selected.compactMap(card(withID:))
        return Self.isSet(cards[0], cards[1], cards[2])
    }

    /// The card on the table whose id is `id`, if any.
    public func card(withID id: Card.ID) -> Card? {
        table.first { $0.id == id }
    }
}

// MARK: - Intents

extension SetGame {
    /// Touches `card` on the table, at time `now` (Assignment III tasks 6–10, Assignment IV
    /// task 2).
    ///
    /// - With 3 matching cards selected, they go to the discard pile (their places are not
    ///   refilled) and `card` is selected unless it was one of them.
    /// - With 3 non-matching cards selected, they are deselected and `card` is selected.
    /// - With 1 or 2 selected, touching a selected card deselects it.
    /// - Otherwise `card` joins the selection; if that makes a Set, it scores
    ///   ``points(forSetFoundAfter:)``.
    ///
    /// Touching a card that is not on the table does nothing.
    ///
    /// - Parameters:
    ///   - card: The card, found on the ``table`` by its `id`.
    ///   - now: The time of the touch, in seconds.
    public mutating func choose(_ card: Card, at now: TimeInterval) {
        guard self.card(withID: card.id) != nil else { return }
        switch selectionIsMatch {
        case true?:
            let wasInMatch = selected.contains(card.id)
            discardSelection(replacingWith: [])
            if !wasInMatch { select(card.id, at: now) }
        case false?:
            selected = []
            select(card.id, at: now)
        case nil:
            if let index = selected.firstIndex(of: card.id) {
                selected.remove(at: index)
            } else {
                select(card.id, at: now)
            }
        }
    }

    /// Touches the deck, at time `now` (Assignment III task 11, Assignment IV tasks 7 and 9).
    ///
    /// With a match selected, it goes to the discard pile and the next cards of the deck take
    /// its places. Otherwise the next 3 cards join the end of the table, the selection stays,
    /// and the score loses ``missedSetPenalty`` if the table held a Set; if it held none, the
    /// time bonus starts again from `now` (the player could not have found one). With an empty
    /// deck nothing happens.
    ///
    /// - Parameter now: The time of the touch, in seconds.
    public mutating func dealThreeMore(at now: TimeInterval) {
        guard !deck.isEmpty else { return }
        if selectionIsMatch == true {
            discardSelection(replacingWith: takeFromDeck(3))
        } else {
            chargeForDealing(at: now)
            table += takeFromDeck(3)
        }
    }

    /// Re-orders the cards on the table with the game's seeded generator (Assignment IV task
    /// 13); the deck, the discard pile, the selection and the score stay.
    public mutating func shuffle() {
        table.shuffle(using: &generator)
    }
}

// MARK: - Bookkeeping

extension SetGame {
    /// Adds `id` to the selection; if that completes a Set, scores it and restarts the clock.
    private mutating func select(_ id: Card.ID, at now: TimeInterval) {
        selected.append(id)
        guard selectionIsMatch == true else { return }
        score += Self.points(forSetFoundAfter: now - bonusClockStart)
        bonusClockStart = now
    }

    /// Before 3 cards join the table: the penalty if it holds a Set, else a fresh bonus clock.
    private mutating func chargeForDealing(at now: TimeInterval) {
        if hint() != nil {
            score -= Self.missedSetPenalty
        } else {
            bonusClockStart = now
        }
    }

    /// Moves the selected cards to the discard pile, in selection order, and clears the
    /// selection. The vacated places, in table order, take `replacements` in order; places
    /// left over close up, keeping the other cards' order.
    private mutating func discardSelection(replacingWith replacements: [Card]) {
        let vacated = table.indices.filter { selected.contains(table[$0].id) }
        discardPile += selected.compactMap(card(withID:))
        for (index, replacement) in zip(vacated, replacements) {
            table[index] = replacement
        }
        let leftOver = Swift.Set(vacated.dropFirst(replacements.count))
        table = table.indices.filter { !leftOver.contains($0) }.map { table[$0] }
        selected = []
    }

    /// Removes and returns the first `count` cards of the deck (fewer if it holds fewer).
    private mutating func takeFromDeck(_ count: Int) -> [Card] {
        let dealt = Array(deck.prefix(count))
        deck.removeFirst(dealt.count)
        return dealt
    }
}

extension SetGame: Equatable {}
