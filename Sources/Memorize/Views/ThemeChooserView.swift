import Flipbook

/// The theme chooser of Assignment VI (tasks 2–5, 7–9): a `List` of the themes under the large
/// title "Memorize"; a tap on a row pushes that theme's game, a swipe to the left deletes it,
/// a swipe to the right shows Edit Theme; Edit (delete and reorder, and an edit button in each
/// row) and + (a new theme, its editor opened at once, hint j) in the navigation bar.
/// Touch scripts find the rows as `row N` or `row "NAME"`, the bar's buttons as `button "+"`
/// and `button "Edit"`, each row's edit button (in edit mode) as `button "Edit NAME"` and
/// the swipe action as `button "Edit Theme"`.
public struct ThemeChooserView: View {
    /// The themes.
    public var library: ThemeLibrary
    /// Which theme's editor is up.
    public var navigation: ThemesNavigation
    @Environment(\.editMode) private var editMode
    @Environment(\.colorScheme) private var colorScheme

    /// Creates the chooser.
    public init(library: ThemeLibrary, navigation: ThemesNavigation) {
        self.library = library
        self.navigation = navigation
    }

    public var body: some View {
        List {
            Section {
                ForEach(library.themes) { theme in row(theme) }
                    .onDelete { library.remove(atOffsets: $0) }
                    .onMove { library.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                Text("Themes")
            } footer: {
                Text(footer)
            }
        }
        .navigationTitle("Memorize")
        .toolbar {
            ToolbarItem(placement: .topBarLeading) { EditButton() }
            ToolbarItem {
                Button { addTheme() } label: { Image(systemName: "plus") }
                    .touchTarget(TargetName("button", label: "+"))
            }
        }
    }

    /// A theme's row: a link to its game, with an edit button in edit mode and Edit Theme
    /// behind a swipe to the right (task 8).
    private func row(_ theme: Theme) -> some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return NavigationLink(value: theme.id) {
            HStack(spacing: 8) {
                ThemeRow(theme: theme).frame(maxWidth: .infinity, alignment: .leading).layoutPriority(1)
                if isEditing { editButton(theme) }
            }
            .layoutPriority(1)
        }
        .swipeActions(edge: .leading) {
            Button { navigation.edit(theme.id) } label: { Image(systemName: "pencil") }
                .tint(.blue)
                .touchTarget(TargetName("button", label: "Edit Theme"))
        }
    }

    private func editButton(_ theme: Theme) -> some View {
        Button { navigation.edit(theme.id) } label: { Image(systemName: "info.circle").font(.system(size: 22)) }
            .touchTarget(TargetName("button", label: "Edit \(theme.name)"))
    }

    /// What the list says under the themes: how to use it, or that changes are not saved.
    private var footer: String {
        if !library.isSaved {
            return library.fileName.map { "Changes cannot be saved to \($0); they are kept until Memorize quits." }
                ?? "These themes are read only: changes are kept until Memorize quits."
        }
        return "Tap a theme to play it. Swipe right to edit it, left to delete it."
    }

    /// Adds a theme and opens the editor on it.
    private func addTheme() {
        let id = library.addTheme()
        navigation.edit(id)
    }
}
