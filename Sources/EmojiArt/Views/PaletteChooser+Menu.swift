import Flipbook

extension PaletteChooser {
    /// The palette button's context menu, as the course's: New (a palette with no name, opened
    /// in the editor), Delete (the palette shown; the store is never empty), Edit, List (the
    /// manager) and Go To (the palettes to choose from, as the course's submenu).
    @ViewBuilder var paletteMenu: some View {
        Button("New") {
            withAnimation { store.insert(name: "", emojis: "") }
            withAnimation { showsEditor = true }
        }
        Button("Delete", role: .destructive) { withAnimation { store.removeShown() } }
        Button("Edit") { withAnimation { showsEditor = true } }
        Button("List") { withAnimation { showsManager = true } }
        Button("Go To") { withAnimation { showsGoTo = true } }
    }

    /// A button for every palette: choosing one shows it, rolling up as a tap on the palette
    /// button does.
    var goToButtons: some View {
        ForEach(store.palettes) { palette in
            Button(palette.name.isEmpty ? "Untitled" : palette.name) {
                roll { store.show(id: palette.id) }
            }
        }
    }
}
