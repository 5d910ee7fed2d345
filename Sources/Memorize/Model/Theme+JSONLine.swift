import Foundation

extension Theme {
    /// The theme as one line of JSON, keys in reading order (name, icon, color, pairs,
    /// emojis), as in `assets/themes.json`: what ``ThemeStore`` writes, one theme per line.
    ///
    /// The keys are those of `Theme`'s synthesized `Codable`; a round-trip test holds the two
    /// together.
    func jsonLine() throws -> String {
        let members = [
            ("name", try Self.json(name)), ("icon", try Self.json(icon)), ("color", try Self.json(color)),
            ("pairs", try Self.json(pairs)), ("emojis", try Self.json(emojis)),
        ].map { "\"\($0.0)\": \($0.1)" }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// `value` as compact JSON, with no escaped slashes.
    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
