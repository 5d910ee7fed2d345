import Flipbook

/// The course's palette manager, in a sheet: the palettes in a `List` inside a
/// `NavigationStack`; a swipe or Edit deletes, Edit's handles move, + adds a palette and opens
/// it in the editor, and tapping a row pushes its editor. The store is never empty.
///
/// Scripts name the rows `row "Food"` and the + button `button "New Palette"`.
struct PaletteManager: View {
    let store: PaletteStore
    @State private var showsNewPalette = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.palettes) { palette in
                    NavigationLink(value: palette.id) { PaletteRow(palette: palette) }
                }
                .onDelete { offsets in withAnimation { store.remove(atOffsets: offsets) } }
                .onMove { offsets, destination in store.move(fromOffsets: offsets, toOffset: destination) }
            }
            .navigationDestination(for: Palette.ID.self) { id in
                PaletteEditor(palette: store.binding(forPaletteWithID: id))
            }
            .navigationDestination(isPresented: $showsNewPalette) {
                PaletteEditor(palette: store.binding(forPaletteWithID: store.palette.id))
            }
            .navigationTitle("Palettes")
            .toolbar { toolbarItems }
        }
    }

    /// Done at the leading edge; Edit and + at the trailing one.
    @ViewBuilder private var toolbarItems: some View {
        ToolbarItem(placement: .topBarLeading) { Button("Done") { dismiss() } }
        ToolbarItemGroup(placement: .topBarTrailing) {
            EditButton()
            Button {
                store.insert(name: "", emojis: "")
                showsNewPalette = true
            } label: {
                Image(systemName: "plus")
            }
            .touchTarget(TargetName("button", label: "New Palette"))
        }
    }
}

/// A palette in the manager's list: its name over a line of its emojis in small type, so
/// the row keeps a list row's 44 points (the engine moves rows by that height).
struct PaletteRow: View {
    let palette: Palette

    /// How many emojis the line shows.
    static let shownEmojis = 16

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(palette.name.isEmpty ? "Untitled" : palette.name)
            Text(palette.emojis.uniqueEmojis.prefix(Self.shownEmojis).joined()).font(.caption)
        }
        // Before the link's spacer, which would otherwise get half the row.
        .layoutPriority(1)
    }
}
