import Flipbook

extension PaletteStore {
    /// A binding to the palette whose id is `id`, for an editor: reading it gives the palette
    /// (the one shown if it was removed meanwhile); writing it updates the store, which saves.
    func binding(forPaletteWithID id: Palette.ID) -> Binding<Palette> {
        Binding(get: { [self] in palettes.first { $0.id == id } ?? palette },
                set: { [self] in update($0) })
    }
}
