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
            EmojiGrid.rows(of: theme.emojis, target: "emoji") { emoji in
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
            EmojiGrid.rows(of: theme.removedEmojis, target: "removed") { emoji in
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

    /// The cards' colour as RGBA (hint 4; extra credit 1 of 2020): a tap on a swatch.
    ///
    /// The engine's `ColorPicker` does not open its panel inside a `Form` row yet (a row's
    /// overlays do not follow its state), so the section offers the system colours as swatches.
    func colorSection(_ theme: Theme) -> some View {
        let library = library, id = id
        return Section("Color") {
            ColorSwatches(selection: ThemePalette.rgba(for: theme.color)) { color in
                library.edit(id) { $0.recolor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
            }
        }
    }
}

/// The system colours as a row of 21-point circles, the chosen one ringed; a tap chooses one.
/// Touch scripts find them as `color "teal"`.
struct ColorSwatches: View {
    let selection: Color
    let choose: (Color) -> Void
    @Environment(\.colorScheme) private var colorScheme

    /// The colours offered, by their engine names.
    static let names = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown"]

    var body: some View {
        HStack(spacing: 4) {
            ForEach(Self.names, id: \.self) { name in swatch(name) }
        }
        .padding(EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
    }

    private func swatch(_ name: String) -> some View {
        let color = Color.named[name] ?? .gray, choose = choose
        let isChosen = abs(color.red - selection.red) + abs(color.green - selection.green) + abs(color.blue - selection.blue) < 0.01
        return Circle().fill(color)
            .frame(width: 21, height: 21)
            .overlay(Circle().stroke(colorScheme.text, lineWidth: 2).frame(width: 27, height: 27).opacity(isChosen ? 1 : 0))
            .contentShape(Rectangle())
            .onTapGesture { choose(color) }
            .touchTarget(TargetName("color", label: name))
    }
}

/// Emojis in rows of seven 40-point cells, each row a row of the form (the engine's list
/// rows do not yet grow for content taller than about 60 points); a tap on one runs `tap`
/// with it. Touch scripts find them as `TARGET "🐶"`.
struct EmojiGrid: View {
    let emojis: [String]
    let target: String
    let tap: (String) -> Void

    /// Cells in a row: seven fit a phone's form.
    static let columns = 7

    /// A row of the form for every seven of `emojis`.
    static func rows(of emojis: [String], target: String, tap: @escaping (String) -> Void) -> some View {
        let rows = stride(from: 0, to: emojis.count, by: columns).map { Array(emojis[$0..<min($0 + columns, emojis.count)]) }
        return ForEach(Array(rows.enumerated()), id: \.offset) { _, row in
            EmojiGrid(emojis: row, target: target, tap: tap)
        }
    }

    var body: some View {
        HStack(spacing: 4) {
            ForEach(emojis, id: \.self) { emoji in cell(emoji) }
        }
        .padding(EdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
    }

    private func cell(_ emoji: String) -> some View {
        let tap = tap
        return Text(emoji).font(.system(size: 30))
            .frame(width: 40, height: 40)
            .contentShape(Rectangle())
            .onTapGesture { tap(emoji) }
            .touchTarget(TargetName(target, label: emoji))
    }
}
