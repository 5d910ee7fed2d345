import Flipbook

/// Memorize Themes' chooser: a list of themes that pushes an editor for each.
struct ThemeChooserSheet: View {
    @State private var themes = ["Halloween", "Vehicles", "Faces", "Animals", "Sports", "Food", "Weather",
                                 "Flags", "Music", "Space", "Ocean", "Plants", "Birds",
                                 "Fruits", "Sweets", "Tools", "Games", "Books"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(themes, id: \.self) { theme in
                    NavigationLink(value: theme) { Text(theme) }
                }
                .onDelete { themes.remove(atOffsets: $0) }
            }
            .navigationTitle("Themes")
            .navigationDestination(for: String.self) { theme in
                ThemeEditorSheet(name: theme)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem { Button("Add") { themes.append("New") } }
            }
        }
    }
}

/// A pushed editor with an inline title.
struct ThemeEditorSheet: View {
    let name: String

    var body: some View {
        Form {
            Section("Name") { Text(name) }
            Section("Pairs") { LabeledContent("Pairs", value: "8") }
        }
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
