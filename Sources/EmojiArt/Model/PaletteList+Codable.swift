import Foundation

extension PaletteList: Codable {
    /// Reads a JSON array of palettes; an empty array is not a palette list.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for `[]` or two palettes with one id.
    public init(from decoder: any Decoder) throws {
        let palettes = try [Palette](from: decoder)
        guard !palettes.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a palette list needs at least one palette"))
        }
        guard Set(palettes.map(\.id)).count == palettes.count else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "two palettes have the same id"))
        }
        self.init(palettes)
    }

    /// Writes the palettes as a JSON array.
    public func encode(to encoder: any Encoder) throws {
        try palettes.encode(to: encoder)
    }
}
