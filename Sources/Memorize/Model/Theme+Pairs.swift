import Foundation

extension Theme {
    /// How many pairs of cards a theme deals (extra credit 2).
    ///
    /// In JSON, a number (`6`) or the string `"random"`.
    public enum Pairs: Hashable, Sendable {
        /// Always this many pairs.
        case fixed(Int)

        /// A number of pairs drawn anew for each game, from 2 to the number of emojis.
        case random
    }
}

extension Theme.Pairs: Codable {
    /// The JSON word for ``random``.
    private static let randomWord = "random"

    /// Reads a whole number or `"random"`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try? container.decode(Int.self) {
            self = .fixed(count)
        } else if (try? container.decode(String.self)) == Self.randomWord {
            self = .random
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: #"pairs is a whole number or "random""#
            ))
        }
    }

    /// Writes a number or `"random"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .fixed(let count): try container.encode(count)
        case .random: try container.encode(Self.randomWord)
        }
    }
}
