import Flipbook

/// The theme editor of Assignment VI (tasks 9–11, extra credits 1 and 2 of the 2020 and
/// 2023 editions), presented in a sheet: a `Form` whose sections edit the name, the emojis,
/// the removed emojis, the number of pairs and the colour. Editing is live (hint 8): every
/// change goes to the store at once, and so to the list behind the sheet. Done dismisses.
/// Touch scripts find `field "Name"`, `field "Add Emojis"`, `emoji "🐶"` (a tap removes it),
/// `removed "🐶"` (a tap puts it back), `stepper "N pairs" +`, `color-well "Card Color"` (then
/// the colour sheet's `swatch N`, `slider "Opacity"` and `button "Close"`) and `button "Done"`.
struct ThemeEditor: View {
    let library: ThemeLibrary
    let id: Theme.ID
    /// The name as typed, when the store did not take it (empty, another theme's).
    @State var draftName: String?
    /// Why the store did not take the typed name.
    @State var nameProblem: String?
    /// What was typed into the field that adds emojis.
    @State var typedEmojis = ""
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
            nameSection(theme)
            emojisSection(theme)
            if !theme.removedEmojis.isEmpty { removedSection(theme) }
            pairsSection(theme)
            colorSection(theme)
        }
        .navigationTitle(theme.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
        }
    }
}
