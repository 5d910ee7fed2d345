import Foundation

// Lecture 6's bonus time, on an explicit clock: a card uses up its bonus time only while it is
// face up and unmatched; matching it freezes what is left. Every query takes the time `now`, in
// seconds on the clock the game's intents were given.

extension MemoryGame.Card {
    /// How long, in seconds, the card has been face up and unmatched in all, as of `now`.
    public func faceUpTime(at now: TimeInterval) -> TimeInterval {
        guard let lastFaceUpTime else { return pastFaceUpTime }
        return pastFaceUpTime + max(0, now - lastFaceUpTime)
    }

    /// The bonus time left, in seconds, as of `now`: never below 0.
    public func bonusTimeRemaining(at now: TimeInterval) -> TimeInterval {
        max(0, bonusTimeLimit - faceUpTime(at: now))
    }

    /// The share of the bonus time left as of `now`, from 1 (all of it) to 0 (none, or no
    /// bonus at all); the pie on the card shows it.
    public func bonusRemaining(at now: TimeInterval) -> Double {
        let remaining = bonusTimeRemaining(at: now)
        return bonusTimeLimit > 0 && remaining > 0 ? remaining / bonusTimeLimit : 0
    }

    /// Whether the card is face up, unmatched and still has bonus time left as of `now`: its
    /// pie should be shrinking.
    public func isConsumingBonusTime(at now: TimeInterval) -> Bool {
        isFaceUp && !isMatched && bonusTimeRemaining(at: now) > 0
    }

    /// Whether the card's bonus clock runs: it turned face up, unmatched, with bonus time left,
    /// and has neither turned face down nor been matched since. Needs no clock; the time may
    /// have run out meanwhile (``bonusRemaining(at:)`` is then 0).
    public var isUsingBonusTime: Bool { lastFaceUpTime != nil }

    /// The share of bonus time left when the bonus clock last started or stopped. While the
    /// clock stands (``isUsingBonusTime`` is false) it is the share left at any time.
    public var bonusRemainingAtLastChange: Double {
        bonusRemaining(at: lastFaceUpTime ?? 0)
    }

    /// Whether the card was matched with bonus time left. Matching freezes the card's bonus
    /// time, so this needs no clock.
    public var hasEarnedBonus: Bool {
        isMatched && pastFaceUpTime < bonusTimeLimit
    }

    /// The points this card adds to ``MemoryGame/bonusScore``: the 2023 lecture's
    /// `Int(bonusTimeLimit × share left)` (with the default limit, `Int(6 × share)`), computed
    /// as the whole seconds of bonus time left at the match, which is the same number without
    /// the rounding of a division; 0 until the card is matched.
    public var bonusPoints: Int {
        guard isMatched else { return 0 }
        return Int(bonusTimeRemaining(at: clock))
    }

    /// Starts the clock when the card turns face up with bonus time to use.
    mutating func startUsingBonusTime() {
        if isConsumingBonusTime(at: clock), lastFaceUpTime == nil {
            lastFaceUpTime = clock
        }
    }

    /// Stops the clock, keeping the face-up time used so far.
    mutating func stopUsingBonusTime() {
        pastFaceUpTime = faceUpTime(at: clock)
        lastFaceUpTime = nil
    }
}

extension MemoryGame {
    /// The time bonus earned so far, kept apart from ``score``: the sum of every matched
    /// card's ``Card/bonusPoints``, so a match made at once adds 12 with the default 6 s limit.
    public var bonusScore: Int {
        cards.reduce(0) { $0 + $1.bonusPoints }
    }
}
