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

// MARK: - Editing

extension PaletteList {
    /// The index of the palette whose id is `id`, if it is in the list.
    public func index(of id: Palette.ID) -> Int? {
        palettes.firstIndex { $0.id == id }
    }

    /// Puts `palette` in place of the palette with its id (nothing happens if there is none);
    /// its emojis are kept each once.
    public mutating func update(_ palette: Palette) {
        guard let index = index(of: palette.id) else { return }
        palettes[index] = Palette(name: palette.name, emojis: palette.emojis, id: palette.id)
    }

    /// Removes the palettes at `offsets`; the list never becomes empty (the built-ins come back).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for index in offsets.sorted(by: >) where palettes.indices.contains(index) {
            palettes.remove(at: index)
        }
        if palettes.isEmpty { palettes = Palette.builtIns }
    }

    /// Moves the palettes at `offsets` to before the palette now at `destination`, as
    /// SwiftUI's `onMove` reports a move.
    public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let valid = offsets.filter(palettes.indices.contains)
        let moving = valid.map { palettes[$0] }
        let before = valid.filter { $0 < destination }.count
        for index in valid.sorted(by: >) { palettes.remove(at: index) }
        palettes.insert(contentsOf: moving, at: min(max(destination - before, 0), palettes.count))
    }
}
