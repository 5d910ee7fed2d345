import Foundation

/// The palettes, in order: never empty (removing the last one puts the built-ins back, as
/// the course's store does).
public struct PaletteList: Hashable, Sendable {
    /// The palettes, at least one.
    public private(set) var palettes: [Palette]

    /// A list of `palettes`, or of the built-ins when `palettes` is empty.
    public init(_ palettes: [Palette] = Palette.builtIns) {
        self.palettes = palettes.isEmpty ? Palette.builtIns : palettes
    }

    /// The index of the palette at `index` counted round the list (`-1` is the last).
    public func wrapped(_ index: Int) -> Int {
        ((index % palettes.count) + palettes.count) % palettes.count
    }

    /// Inserts a new palette at `index` (clamped into the list), with an id no other has.
    public mutating func insert(name: String, emojis: String, at index: Int) {
        let id = (palettes.map(\.id).max() ?? 0) + 1
        palettes.insert(Palette(name: name, emojis: emojis, id: id), at: min(max(index, 0), palettes.count))
    }

    /// Removes the palette at `index`; the list never becomes empty.
    public mutating func remove(at index: Int) {
        guard palettes.indices.contains(index) else { return }
        palettes.remove(at: index)
        if palettes.isEmpty { palettes = Palette.builtIns }
    }
}
