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
    /// The chosen theme, beside the detail of a split view; `nil` in a stack, where a row pushes.
    let selection: Binding<Theme.ID?>?
    @Environment(\.editMode) private var editMode
    @Environment(\.colorScheme) private var colorScheme

    /// Creates the chooser; with a `selection`, a tap on a row selects its theme (the sidebar
    /// of a split view, extra credit 2) rather than pushing its game.
    public init(library: ThemeLibrary, navigation: ThemesNavigation, selection: Binding<Theme.ID?>? = nil) {
        self.library = library
        self.navigation = navigation
        self.selection = selection
    }

    public var body: some View {
        list
            .navigationTitle("Memorize")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem {
                    Button { addTheme() } label: { Image(systemName: "plus") }
                        .touchTarget(TargetName("button", label: "+"))
                }
            }
    }

    @ViewBuilder private var list: some View {
        if let selection {
            List(selection: selection) { section }
        } else {
            List { section }
        }
    }

    private var section: some View {
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

    /// A theme's row: a link to its game, with an edit button in edit mode and Edit Theme
    /// behind a swipe to the right (task 8).
    private func row(_ theme: Theme) -> some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return NavigationLink(value: theme.id) {
            HStack(spacing: 8) {
                ThemeRow(theme: theme, sampleCount: selection == nil ? 5 : 2).frame(maxWidth: .infinity, alignment: .leading).layoutPriority(1)
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

    /// What the list says under the themes: how to use it, or that changes cannot be saved.
    private var footer: String {
        if let file = library.fileName, !library.isSaved {
            return "Changes cannot be saved to \(file); they are kept until Memorize quits."
        }
        return "Tap a theme to play it. Swipe right to edit it, left to delete it."
    }

    /// Adds a theme and opens the editor on it.
    private func addTheme() {
        let id = library.addTheme()
        navigation.edit(id)
    }
}
