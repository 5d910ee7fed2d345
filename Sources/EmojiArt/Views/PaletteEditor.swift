import Flipbook

/// The course's palette editor: a `Form` with the palette's name, an "Add Emojis Here" field
/// whose emojis join the palette as they are typed (anything else, and emojis it holds
/// already, left out) and a grid of its emojis where a tap removes one. Every change goes
/// straight into the binding, so the store saves it at once.
///
/// Scripts name the fields `field "Name"` and `field "Add Emojis Here"`, and the grid's
/// emojis `editor-emoji "🍎"`.
struct PaletteEditor: View {
    @Binding var palette: Palette
    /// What was typed into "Add Emojis Here" since the editor opened.
    @State private var emojisToAdd = ""
    @FocusState private var focused: Field?

    /// The two text fields, for the focus.
    enum Field: Hashable { case name, addEmojis }

    /// The font of the emojis in the field and the grid, as the course's (40 points).
    private static let emojiFont = Font.system(size: EmojiArtLayout.paletteEmojiSize)

    var body: some View {
        Form {
            Section(header: Text("Name")) {
                TextField("Name", text: $palette.name).focused($focused, equals: .name)
            }
            Section(header: Text("Emojis")) {
                TextField("Add Emojis Here", text: $emojisToAdd)
                    .focused($focused, equals: .addEmojis)
                    .font(Self.emojiFont)
                    .onChange(of: emojisToAdd) { palette.addEmojis(emojisToAdd) }
                removeEmojis
            }
        }
        .navigationTitle(palette.name.isEmpty ? "New Palette" : palette.name)
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { focused = palette.name.isEmpty ? .name : .addEmojis }
    }

    /// "Tap to Remove Emojis" over an adaptive grid of the palette's emojis.
    private var removeEmojis: some View {
        VStack(alignment: .trailing) {
            Text("Tap to Remove Emojis").font(.caption).foregroundStyle(.secondary)
            LazyVGrid(columns: [GridItem(.adaptive(minimum: EmojiArtLayout.paletteEmojiSize))]) {
                ForEach(palette.emojis.uniqueEmojis, id: \.self) { emoji in
                    Text(emoji)
                        .onTapGesture { withAnimation { remove(emoji) } }
                        .touchTarget(TargetName("editor-emoji", label: emoji))
                }
            }
        }
        .font(Self.emojiFont)
    }

    /// Takes `emoji` out of the palette and out of what was typed, so typing does not bring it back.
    private func remove(_ emoji: String) {
        palette.removeEmoji(emoji)
        emojisToAdd = emojisToAdd.filter { String($0) != emoji }
    }
}

/// The editor as the palette button's Edit and New show it: in a sheet, with Done.
struct PaletteEditorSheet: View {
    @Binding var palette: Palette
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            PaletteEditor(palette: $palette)
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
                }
        }
    }
}
