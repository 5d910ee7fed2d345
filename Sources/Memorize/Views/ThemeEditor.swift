import Flipbook

/// The theme editor of Assignment VI (tasks 9–11, extra credits 1 and 2 of the 2020 and
/// 2023 editions), presented in a sheet: a `Form` whose sections edit the name, the emojis,
/// the removed emojis, the number of pairs and the colour. Editing is live (hint 8): every
/// change goes to the store at once, and so to the list behind the sheet. Done dismisses.
/// Touch scripts find `field "Name"`, `field "Add Emojis"`, `emoji "🐶"` (a tap removes it),
/// `removed "🐶"` (a tap puts it back), `stepper "N pairs" +`, `color-well "Color"` and
/// `button "Done"`.
struct ThemeEditor: View {
    let library: ThemeLibrary
    let id: Theme.ID
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            if let theme = library.theme(id: id) {
                form(theme)
            } else {
                Text("This theme was deleted.").navigationTitle("Theme")
            }
        }
    }

    private func form(_ theme: Theme) -> some View {
        Form {
            ThemeNameSection(library: library, theme: theme)
            ThemeEmojisSection(library: library, theme: theme)
            if !theme.removedEmojis.isEmpty { RemovedEmojisSection(library: library, theme: theme) }
            Section("Card Count") {
                Stepper(ThemeRow.pairsText(theme.pairs), value: pairs(of: theme), in: theme.pairsRange)
            }
            Section("Color") {
                ColorPicker("Color", selection: color(of: theme), supportsOpacity: false)
            }
        }
        .navigationTitle(theme.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
        }
    }

    /// The number of pairs, bounded 2…number of emojis (hint 11); a random number shows as
    /// the most it can be.
    private func pairs(of theme: Theme) -> Binding<Int> {
        let library = library, id = id
        return Binding(get: {
            if case let .fixed(count) = theme.pairs { count } else { theme.pairsRange.upperBound }
        }, set: { count in library.edit(id) { $0.setPairs(count) } })
    }

    /// The cards' colour as RGBA (hint 4), through the colour picker (extra credit 1, 2020).
    private func color(of theme: Theme) -> Binding<Color> {
        let library = library, id = id
        return Binding(get: { ThemePalette.rgba(for: theme.color) },
                       set: { color in library.edit(id) { $0.recolor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) } })
    }
}
