import FlipbookSupport
import Foundation

extension EmojiArtModel {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case background, emojis, lastID
    }

    /// Reads a document, checking what the app relies on: ids unique and within
    /// ``Emoji/idRange`` (so a new id never overflows), sizes and positions finite, sizes
    /// above zero. `lastID` may be left out (the largest id is taken).
    ///
    /// - Throws: `DecodingError` naming the problem.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let emojis = try container.decode([Emoji].self, forKey: .emojis)
        try Self.check(emojis, codingPath: container.codingPath + [CodingKeys.emojis])
        let lastID = try container.decodeIfPresent(Int.self, forKey: .lastID) ?? 0
        guard Emoji.idRange.contains(lastID) else {
            throw DecodingError.dataCorruptedError(forKey: .lastID, in: container, debugDescription: Emoji.idRangeProblem(lastID))
        }
        self.init(background: try container.decodeIfPresent(String.self, forKey: .background), emojis: emojis,
                  lastID: max(lastID, emojis.map(\.id).max() ?? 0))
        unknownFields = try UnknownFields(from: decoder, known: CodingKeys.allCases.map(\.rawValue))
    }

    /// Writes the background (`null` for none), the emojis and the last id given.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(background, forKey: .background)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(lastID, forKey: .lastID)
        try unknownFields.encode(to: encoder)
    }

    /// Throws unless the emojis are within the limits (``maximumEmojis``,
    /// ``Emoji/maximumScalars``), every id is unique and every size and position is usable.
    private static func check(_ emojis: [Emoji], codingPath: [any CodingKey]) throws {
        func problem(_ text: String) -> DecodingError {
            .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: text))
        }
        guard emojis.count <= maximumEmojis else {
            throw problem("\(emojis.count) emojis; a document holds at most \(maximumEmojis)")
        }
        if let long = emojis.first(where: { $0.string.unicodeScalars.count > Emoji.maximumScalars }) {
            throw problem("emoji \(long.id) is \(long.string.unicodeScalars.count) Unicode scalars long; an emoji has at most \(Emoji.maximumScalars)")
        }
        if let repeated = Dictionary(grouping: emojis, by: \.id).first(where: { $0.value.count > 1 })?.key {
            throw problem("two emojis have the id \(repeated)")
        }
        if let bad = emojis.first(where: { !Emoji.idRange.contains($0.id) }) {
            throw problem(Emoji.idRangeProblem(bad.id))
        }
        if let bad = emojis.first(where: { !($0.size.isFinite && $0.size > 0) }) {
            throw problem("emoji \(bad.id) has size \(bad.size); sizes are above 0")
        }
        if let bad = emojis.first(where: { !($0.position.x.isFinite && $0.position.y.isFinite) }) {
            throw problem("emoji \(bad.id) has no usable position")
        }
    }
}
