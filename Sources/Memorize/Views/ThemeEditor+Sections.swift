import Flipbook

/// The editor's name field: what is typed shows at once; a name the store takes (not empty,
/// no other theme's) renames the theme, another is explained under the field.
struct ThemeNameSection: View {
    let library: ThemeLibrary
    let theme: Theme
    @State private var draft: String?
    @State private var problem: String?

    var body: some View {
        let library = library, id = theme.id
        let name = Binding(get: { draft ?? theme.name }, set: { typed in
            draft = typed
            problem = library.edit(id) { theme throws(ThemeEditError) in try theme.rename(typed) }
        })
        return Section {
            TextField("Name", text: name)
        } header: {
            Text("Name")
        } footer: {
            Text(problem ?? "")
        }
    }
}

/// The theme's emojis: a field that adds what is typed (characters that are not emoji, and
/// emojis the theme has, are ignored) and a grid of the emojis, where a tap removes one and
/// keeps it among the removed (extra credit 1). The last two cannot be removed, and the form
/// says so.
struct ThemeEmojisSection: View {
    let library: ThemeLibrary
    let theme: Theme
    @State private var typed = ""

    var body: some View {
        let library = library, id = theme.id
        let field = Binding(get: { typed }, set: { text in
            typed = text
            library.edit(id) { $0.addEmojis(from: text) }
        })
        return Section {
            TextField("Add Emojis", text: field).onSubmit { typed = "" }
            EmojiGrid(emojis: theme.emojis, target: "emoji") { emoji in
                library.edit(id) { theme throws(ThemeEditError) in try theme.removeEmoji(emoji) }
            }
            .opacity(canRemove ? 1 : 0.5)
        } header: {
            Text("Emojis")
        } footer: {
            Text(canRemove ? "Tap an emoji to remove it." : "A theme keeps at least two emojis: these cannot be removed.")
        }
    }

    private var canRemove: Bool { theme.emojis.count > Theme.minimumEmojiCount }
}

/// The emojis taken out of the theme; a tap puts one back (extra credit 1).
struct RemovedEmojisSection: View {
    let library: ThemeLibrary
    let theme: Theme

    var body: some View {
        let library = library, id = theme.id
        return Section {
            EmojiGrid(emojis: theme.removedEmojis, target: "removed") { emoji in
                library.edit(id) { theme throws(ThemeEditError) in try theme.restoreEmoji(emoji) }
            }
        } header: {
            Text("Removed")
        } footer: {
            Text("Tap an emoji to put it back.")
        }
    }
}

/// Emojis in a grid of 40-point columns; a tap on one runs `tap` with it. Touch scripts find
/// them as `TARGET "🐶"`.
struct EmojiGrid: View {
    let emojis: [String]
    let target: String
    let tap: (String) -> Void

    var body: some View {
        let tap = tap
        return LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 4) {
            ForEach(emojis, id: \.self) { emoji in
                Text(emoji).font(.system(size: 32))
                    .contentShape(Rectangle())
                    .onTapGesture { tap(emoji) }
                    .touchTarget(TargetName(target, label: emoji))
            }
        }
        .padding(EdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0))
    }
}
