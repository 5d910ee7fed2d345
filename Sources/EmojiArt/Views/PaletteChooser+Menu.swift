import Flipbook

extension PaletteChooser {
    /// The palette button's context menu, as the course's: New (a palette with no name, opened
    /// in the editor), Delete (the palette shown; the store is never empty), Edit, List (the
    /// manager) and Go To, the course's submenu of the palettes.
    @ViewBuilder var paletteMenu: some View {
        Button("New", systemImage: "plus") {
            withAnimation { store.insert(name: "", emojis: "") }
            withAnimation { showsEditor = true }
        }
        Button("Delete", systemImage: "minus.circle", role: .destructive) { withAnimation { store.removeShown() } }
        Button("Edit", systemImage: "pencil") { withAnimation { showsEditor = true } }
        Button("List", systemImage: "list.bullet.rectangle.portrait") { withAnimation { showsManager = true } }
        gotoMenu
    }

    /// The course's `gotoMenu`: a `Menu` with a button for every palette; choosing one shows
    /// it, rolling up as a tap on the palette button does.
    private var gotoMenu: some View {
        Menu {
            ForEach(store.palettes) { palette in
                Button(palette.name.isEmpty ? "Untitled" : palette.name) {
                    roll { store.show(id: palette.id) }
                }
            }
        } label: {
            Label("Go To", systemImage: "text.insert")
        }
    }
}
