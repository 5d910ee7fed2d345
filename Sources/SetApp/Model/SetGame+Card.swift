import Foundation

extension SetGame {
    /// A Set card: four features, each in one of three states.
    ///
    /// The names (number, shape, shading, color) are those of the classic game; the view model
    /// decides how each state looks.
    public struct Card: Identifiable, Hashable, Sendable {
        /// How many symbols the card shows.
        public let number: TriState
        /// Which symbol the card shows.
        public let shape: TriState
        /// How the symbols are filled.
        public let shading: TriState
        /// The symbols' color.
        public let color: TriState

        /// The card's place in the full deck, 0..<81, derived from its features (number in
        /// base-3 digit 3, shape in digit 2, shading in digit 1, color in digit 0).
        public var id: Int {
            ((number.rawValue * 3 + shape.rawValue) * 3 + shading.rawValue) * 3 + color.rawValue
        }

        /// The card with these features.
        public init(number: TriState, shape: TriState, shading: TriState, color: TriState) {
            self.number = number
            self.shape = shape
            self.shading = shading
            self.color = color
        }

        /// The card whose ``id`` is `id`.
        ///
        /// - Parameter id: An id in 0..<81 (anything else is a programming error).
        public init(id: Int) {
            precondition((0..<81).contains(id), "A Set card's id is in 0..<81, not \(id)")
            let digits = (0..<4).map { TriState(rawValue: (id / Self.power(of: 3 - $0)) % 3)! }
            self.init(number: digits[0], shape: digits[1], shading: digits[2], color: digits[3])
        }

        /// All 81 cards, in ``id`` order.
        public static let all: [Card] = (0..<81).map(Card.init(id:))

        /// The card that makes a Set with `self` and `other` (every feature completed).
        ///
        /// - Parameter other: The second card; if it is `self`, the answer is `self`.
        public func completingSet(with other: Card) -> Card {
            Card(
                number: number.completing(other.number),
                shape: shape.completing(other.shape),
                shading: shading.completing(other.shading),
                color: color.completing(other.color)
            )
        }

        /// 3 to the power `exponent`.
        private static func power(of exponent: Int) -> Int {
            (0..<exponent).reduce(1) { product, _ in product * 3 }
        }
    }
}
