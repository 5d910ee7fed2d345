import FlipbookSupport
import Foundation

/// An emoji placed in a document: its string, where it is and how big.
public struct Emoji: Identifiable, Codable, Hashable, Sendable {
    /// The emoji itself, one grapheme cluster (`🍎`, `🐻‍❄️`).
    public let string: String
    /// Its centre in document points: origin at the document's centre, x right, y down.
    public var position: Position
    /// Its font size in points at zoom 1.
    public var size: Double
    /// Its id, unique in its document.
    public let id: Int
    /// Fields of the emoji's JSON that this version does not know, written back on save.
    public var unknownFields = UnknownFields()

    /// The sizes an emoji may have, in points at zoom 1: pinches stop at these bounds.
    public static let sizeRange: ClosedRange<Double> = 4...2000

    /// The most Unicode scalars one emoji may have: a family of four with skin tones has 11, a
    /// subdivision flag 7; a string of thousands of combining marks takes seconds to lay out.
    public static let maximumScalars = 32

    /// The ids a document may hold: 0 up to 2⁵³ − 1, the largest whole number every JSON
    /// reader keeps exactly; a document's next id is always one more than its last.
    public static let idRange: ClosedRange<Int> = 0...(1 << 53 - 1)

    /// Why `id` cannot be an emoji's id or a document's last id, in one line.
    static func idRangeProblem(_ id: Int) -> String {
        "id \(id) is out of range; ids are from \(idRange.lowerBound) to \(idRange.upperBound)"
    }

    /// `size` within ``sizeRange``.
    static func clampedSize(_ size: Double) -> Double {
        min(max(size, sizeRange.lowerBound), sizeRange.upperBound)
    }

    /// A point or an offset in document points.
    public struct Position: Codable, Hashable, Sendable {
        /// Points to the right of the document's centre.
        public var x: Double
        /// Points below the document's centre.
        public var y: Double

        /// A position `x` points right of and `y` points below the centre.
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        /// The document's centre.
        public static let zero = Position(x: 0, y: 0)

        /// The sum of two positions (a position moved by an offset).
        public static func + (lhs: Position, rhs: Position) -> Position {
            Position(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
        }
    }
}

extension Emoji {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case string, position, size, id
    }

    /// Reads an emoji, keeping the fields it does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        string = try container.decode(String.self, forKey: .string)
        position = try container.decode(Position.self, forKey: .position)
        size = try container.decode(Double.self, forKey: .size)
        id = try container.decode(Int.self, forKey: .id)
        unknownFields = try UnknownFields(from: decoder, known: CodingKeys.allCases.map(\.rawValue))
    }

    /// Writes an emoji with the fields it did not know.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(string, forKey: .string)
        try container.encode(position, forKey: .position)
        try container.encode(size, forKey: .size)
        try container.encode(id, forKey: .id)
        try unknownFields.encode(to: encoder)
    }
}
