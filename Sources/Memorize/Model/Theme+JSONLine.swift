import Foundation

extension Theme {
    /// The theme as one line of JSON, keys in reading order (id when it differs from the
    /// name, name, icon, color, pairs, emojis, removedEmojis when there are some), as in
    /// `assets/themes.json`, then any fields this version does not know, by name: what
    /// ``ThemeStore`` writes, one theme per line.
    ///
    /// The keys are those of `Theme+Codable.swift`; a round-trip test holds the two together.
    func jsonLine() throws -> String {
        let identity = id == name ? [] : [("id", try Self.json(id))]
        let removed = removedEmojis.isEmpty ? [] : [("removedEmojis", try Self.json(removedEmojis))]
        let members = (identity + [
            ("name", try Self.json(name)), ("icon", try Self.json(icon)), ("color", try Self.json(color)),
            ("pairs", try Self.json(pairs)), ("emojis", try Self.json(emojis)),
        ] + removed).map { "\"\($0.0)\": \($0.1)" }
        let unknown = try unknownFields.fields.sorted { $0.key < $1.key }.map { "\(try Self.json($0.key)): \(try Self.json($0.value))" }
        return "{" + (members + unknown).joined(separator: ", ") + "}"
    }

    /// `value` as compact JSON, with no escaped slashes.
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
