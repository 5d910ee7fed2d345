import Foundation

// A game off screen keeps its time: bonus time stops while nobody can see the cards and runs
// again when they are back, so a kept game (Assignment VI, extra credit 3) loses no bonus to
// the time spent in the chooser.

extension MemoryGame {
    /// Whether some card's bonus time is running (face up, unmatched, with time left).
    public var isUsingBonusTime: Bool {
        cards.contains { $0.lastFaceUpTime != nil }
    }

    /// Whether some face-up, unmatched card with bonus time left has its time stopped.
    public var hasPausedBonusTime: Bool {
        cards.contains { $0.isFaceUp && !$0.isMatched && $0.lastFaceUpTime == nil && $0.bonusTimeRemaining(at: 0) > 0 }
    }

    /// Stops every card's bonus time at `now`, in seconds, keeping the time each has used.
    public mutating func pauseBonusTime(at now: TimeInterval) {
        setClock(to: now)
        for index in cards.indices where cards[index].lastFaceUpTime != nil {
            cards[index].stopUsingBonusTime()
        }
    }

    /// Starts again, at `now`, the bonus time of every face-up, unmatched card with time left.
    public mutating func resumeBonusTime(at now: TimeInterval) {
        setClock(to: now)
        for index in cards.indices where cards[index].isFaceUp && !cards[index].isMatched {
            cards[index].startUsingBonusTime()
        }
    }
}
