import FlipbookSupport
import Foundation

extension Theme: Codable {
    /// The keys of a theme in JSON.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, icon, color, pairs, emojis, removedEmojis
    }

    /// Reads a theme; `id` defaults to the name and `removedEmojis` to none, so the themes
    /// files of Assignment II still load. Fields it does not know are kept (``unknownFields``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? name
        emojis = try container.decode([String].self, forKey: .emojis)
        removedEmojis = try container.decodeIfPresent([String].self, forKey: .removedEmojis) ?? []
        pairs = try container.decode(Pairs.self, forKey: .pairs)
        color = try container.decode(ThemeColor.self, forKey: .color)
        icon = try container.decode(String.self, forKey: .icon)
        unknownFields = try UnknownFields(from: decoder, known: CodingKeys.allCases.map(\.rawValue))
    }

    /// Writes a theme, leaving out an id equal to the name and an empty `removedEmojis`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if id != name { try container.encode(id, forKey: .id) }
        try container.encode(name, forKey: .name)
        try container.encode(icon, forKey: .icon)
        try container.encode(color, forKey: .color)
        try container.encode(pairs, forKey: .pairs)
        try container.encode(emojis, forKey: .emojis)
        if !removedEmojis.isEmpty { try container.encode(removedEmojis, forKey: .removedEmojis) }
        try unknownFields.encode(to: encoder)
    }
}
