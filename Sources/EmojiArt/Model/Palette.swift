import FlipbookSupport
import Foundation

/// A named row of emojis to drag into a document, as the course's `Palette`.
public struct Palette: Identifiable, Codable, Hashable, Sendable {
    /// The palette's name, shown beside its emojis.
    public var name: String
    /// Its emojis, one after another in one string (`"🍎🍐🍊"`).
    public var emojis: String
    /// Its id, unique in its list.
    public let id: Int
    /// Fields of the palette's JSON that this version does not know, written back on save.
    public var unknownFields = UnknownFields()

    /// A palette named `name` holding the emojis of `emojis`, each once.
    public init(name: String, emojis: String, id: Int) {
        self.name = name
        self.emojis = emojis.uniqueEmojis.joined()
        self.id = id
    }
}

extension Palette {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case name, emojis, id
    }

    /// Reads a palette, keeping the fields it does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        emojis = try container.decode(String.self, forKey: .emojis)
        id = try container.decode(Int.self, forKey: .id)
        unknownFields = try UnknownFields(from: decoder, known: CodingKeys.allCases.map(\.rawValue))
    }

    /// Writes a palette with the fields it did not know.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(id, forKey: .id)
        try unknownFields.encode(to: encoder)
    }
}
