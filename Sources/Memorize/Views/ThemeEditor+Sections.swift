import Flipbook

// The editor's sections (hint 9: one small piece of code for each).
extension ThemeEditor {
    /// The name: what is typed shows at once; a name the store takes (not empty, no other
    /// theme's) renames the theme, another is explained under the field.
    func nameSection(_ theme: Theme) -> some View {
        let library = library, id = id, draft = $draftName, problem = $nameProblem
        let name = Binding(get: { draft.wrappedValue ?? theme.name }, set: { typed in
            draft.wrappedValue = typed
            problem.wrappedValue = library.edit(id) { theme throws(ThemeEditError) in try theme.rename(typed) }
        })
        return Section {
            TextField("Name", text: name)
        } header: {
            Text("Name")
        } footer: {
            if let nameProblem { Text(nameProblem).foregroundColor(.red) }
        }
    }

    /// The emojis: a field that adds what is typed (characters that are not emoji, and emojis
    /// the theme has, are ignored; return clears it) and a grid where a tap removes one,
    /// keeping it among the removed (extra credit 1). The last two cannot be removed, and the
    /// form says so (hint 12).
    func emojisSection(_ theme: Theme) -> some View {
        let library = library, id = id, typed = $typedEmojis
        let field = Binding(get: { typed.wrappedValue }, set: { text in
            typed.wrappedValue = text
            library.edit(id) { $0.addEmojis(from: text) }
        })
        let canRemove = theme.emojis.count > Theme.minimumEmojiCount
        return Section {
            TextField("Add Emojis", text: field).onSubmit { typed.wrappedValue = "" }
            EmojiGrid.row(of: theme.emojis, target: "emoji") { emoji in
                library.edit(id) { theme throws(ThemeEditError) in try theme.removeEmoji(emoji) }
            }
        } header: {
            Text("Emojis")
        } footer: {
            Text(canRemove ? "Tap an emoji to remove it." : "A theme keeps at least two emojis: these two cannot be removed.")
        }
    }

    /// The emojis taken out of the theme; a tap puts one back (extra credit 1).
    func removedSection(_ theme: Theme) -> some View {
        let library = library, id = id
        return Section {
            EmojiGrid.row(of: theme.removedEmojis, target: "removed") { emoji in
                library.edit(id) { theme throws(ThemeEditError) in try theme.restoreEmoji(emoji) }
            }
        } header: {
            Text("Removed")
        } footer: {
            Text("Tap an emoji to put it back.")
        }
    }

    /// The number of pairs, bounded 2…number of emojis (hint 11); a random number shows as
    /// the most it can be until stepped.
    func pairsSection(_ theme: Theme) -> some View {
        let library = library, id = id
        let pairs = Binding(get: {
            if case let .fixed(count) = theme.pairs { count } else { theme.pairsRange.upperBound }
        }, set: { count in library.edit(id) { $0.setPairs(count) } })
        return Section("Card Count") {
            Stepper(ThemeRow.pairsText(theme.pairs), value: pairs, in: theme.pairsRange)
        }
    }

    /// The cards' colour as RGBA (hint 4; extra credit 1 of 2020): a `ColorPicker` whose well
    /// opens the colour sheet; a swatch or the opacity slider recolours the theme at once.
    func colorSection(_ theme: Theme) -> some View {
        let library = library, id = id
        let color = Binding(get: { library.theme(id: id).map { ThemePalette.rgba(for: $0.color) } ?? .gray }, set: { color in
            library.edit(id) { $0.recolor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
        })
        return Section("Color") {
            ColorPicker("Card Color", selection: color)
        }
    }
}

/// Emojis in 40-point cells, as many to a line as fit, in one row of the form (the row grows
/// to the grid's height); a tap on one runs `tap` with it. Touch scripts find them as
/// `TARGET "🐶"`.
struct EmojiGrid: View {
    let emojis: [String]
    let target: String
    let tap: (String) -> Void

    /// The side of an emoji's cell, in points.
    static let cellSize = 40.0

    /// The grid of `emojis` as a row of the form; no row when there are none.
    @ViewBuilder static func row(of emojis: [String], target: String, tap: @escaping (String) -> Void) -> some View {
        if !emojis.isEmpty { EmojiGrid(emojis: emojis, target: target, tap: tap) }
    }

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: Self.cellSize), spacing: 4)], alignment: .leading, spacing: 4) {
            ForEach(emojis, id: \.self) { emoji in cell(emoji) }
        }
        .padding(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
    }

    private func cell(_ emoji: String) -> some View {
        let tap = tap
        return Text(emoji).font(.system(size: 30))
            .frame(width: Self.cellSize, height: Self.cellSize)
            .contentShape(Rectangle())
            .onTapGesture { tap(emoji) }
            .touchTarget(TargetName(target, label: emoji))
    }
}
