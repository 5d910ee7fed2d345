import Foundation

extension MemoryGame {
    /// One card of the game.
    ///
    /// Its `id` is stable for the whole game: `"\(pairNumber)a"` and `"\(pairNumber)b"` for
    /// the two cards of pair `pairNumber` (counted from 1), so ids read well in logs and touch
    /// scripts and survive shuffles.
    public struct Card: Identifiable {
        /// The card's stable identity, such as `"3a"` or `"3b"`.
        public let id: String

        /// What the card shows; the two cards of a pair have equal content.
        public let content: CardContent

        /// Whether the card shows its face. Turning it starts or stops its bonus time, and
        /// turning it face down marks it seen.
        public internal(set) var isFaceUp = false {
            didSet { faceDidTurn(from: oldValue) }
        }

        /// Whether the card has been matched with its pair; matched cards stay face up.
        public internal(set) var isMatched = false {
            didSet { if isMatched { stopUsingBonusTime() } }
        }

        /// Whether the card has been face up and then turned face down again (Assignment II's
        /// "already seen"). It belongs to this card, not to its content.
        public private(set) var hasBeenSeen = false

        /// How long, in seconds, the card may be face up and unmatched and still earn a bonus
        /// when matched; 0 means no bonus.
        public let bonusTimeLimit: TimeInterval

        /// The time, in seconds, of the change in progress: the game sets it before each intent
        /// so the observers above can stamp what they record.
        var clock: TimeInterval = 0

        /// When the card last turned face up while it had bonus time left, if it is still up.
        var lastFaceUpTime: TimeInterval?

        /// The face-up time, in seconds, accumulated before ``lastFaceUpTime``.
        var pastFaceUpTime: TimeInterval = 0

        /// A face-down, unmatched, unseen card.
        init(id: String, content: CardContent, bonusTimeLimit: TimeInterval) {
            self.id = id
            self.content = content
            self.bonusTimeLimit = max(0, bonusTimeLimit)
        }

        /// Bonus time and the "seen" mark follow the face.
        private mutating func faceDidTurn(from wasFaceUp: Bool) {
            guard wasFaceUp != isFaceUp else { return }
            if isFaceUp {
                startUsingBonusTime()
            } else {
                hasBeenSeen = true
                stopUsingBonusTime()
            }
        }
    }
}

extension MemoryGame.Card: Equatable {
    /// Cards are equal when everything about them is, except the clock of the last change,
    /// which says nothing about the card.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id && lhs.content == rhs.content && lhs.isFaceUp == rhs.isFaceUp
            && lhs.isMatched == rhs.isMatched && lhs.hasBeenSeen == rhs.hasBeenSeen
            && lhs.bonusTimeLimit == rhs.bonusTimeLimit && lhs.lastFaceUpTime == rhs.lastFaceUpTime
            && lhs.pastFaceUpTime == rhs.pastFaceUpTime
    }
}

extension MemoryGame.Card: Sendable where CardContent: Sendable {}

extension MemoryGame.Card: CustomStringConvertible {
    /// The card in a few words, such as `3a 👻 face up, seen`.
    public var description: String {
        let face = isMatched ? "matched" : (isFaceUp ? "face up" : "face down")
        return "\(id) \(content) \(face)" + (hasBeenSeen ? ", seen" : "")
    }
}
