import Foundation

extension PaletteList: Codable {
    /// Reads a JSON array of palettes; an empty array is not a palette list.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for `[]`, two palettes with one id, or an id
    ///   out of ``Emoji/idRange`` (a new palette's id is one more than the largest).
    public init(from decoder: any Decoder) throws {
        let palettes = try [Palette](from: decoder)
        guard !palettes.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a palette list needs at least one palette"))
        }
        guard Set(palettes.map(\.id)).count == palettes.count else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "two palettes have the same id"))
        }
        if let bad = palettes.first(where: { !Emoji.idRange.contains($0.id) }) {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: Emoji.idRangeProblem(bad.id)))
        }
        self.init(palettes)
    }

    /// Writes the palettes as a JSON array.
    public func encode(to encoder: any Encoder) throws {
        try palettes.encode(to: encoder)
    }
}
