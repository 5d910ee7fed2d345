import ArgumentParser
import Flipbook
import Foundation
import Memorize

/// `flipbook memorize themes add --name … --emojis … [--pairs N] [--color C]`.
struct ThemesAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a theme to the store.",
        discussion: """
        Characters of --emojis that are not emoji, and repeated emoji, are ignored; a flag or a \
        ZWJ sequence (🏳️‍🌈) is one emoji. A theme needs at least 2 emojis, and deals 2 to that \
        many pairs. The colour is stored as RGBA.

        Examples:
          flipbook memorize themes add --name "Sea" --emojis "🐳🐬🐟🦈" \\
              --pairs 3 --color teal
          flipbook memorize themes add --name "Fruit" --emojis "🍎🍌🍇" --color "#ff8800"
        """)

    @Option(help: ArgumentHelp("The theme's name, different from the others'.", valueName: "NAME"))
    var name: String

    @Option(help: ArgumentHelp("The emojis, typed together.", valueName: "TEXT"))
    var emojis: String

    @Option(help: ArgumentHelp("The number of pairs a game deals, 2 to the number of emojis (default: all).", valueName: "N"))
    var pairs: Int?

    @Option(help: ArgumentHelp("The cards' colour: a name (teal, orange…) or #RRGGBB[AA] (default: gray).", valueName: "COLOR"))
    var color: String = ThemeColor.fallbackName

    @OptionGroup var options: StoreOption

    func run() throws {
        let theme = try newTheme()
        var file = try options.open()
        var store = file.store
        try ThemesCommandError.argument { () throws(ThemeEditError) in try store.add(theme) }
        file.store = store
        try ThemesCommandError.checkSaved(file)
        print("added theme \"\(store.themes.last?.name ?? theme.name)\" to \(file.url.relativePath)")
    }

    /// The theme the options describe, its colour as RGBA.
    private func newTheme() throws -> Theme {
        let typed = Theme.emojis(in: emojis)
        var theme = Theme(name: name, emojis: typed, pairs: .fixed(pairs ?? typed.count), color: .named(color),
                          icon: Theme.fallbackIcon)
        let rgba = ThemePalette.rgba(for: try Self.color(color))
        theme.recolor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        return theme
    }

    /// The colour `text` names.
    ///
    /// - Throws: `ValidationError` naming the known colours for anything else.
    private static func color(_ text: String) throws -> ThemeColor {
        let checked = ThemeColor.named(text).validated(knownColorNames: ThemePalette.knownColorNames)
        guard checked.warnings.isEmpty else {
            throw ValidationError("unknown color \"\(text)\"; use #RRGGBB[AA] or one of: "
                                  + ThemePalette.knownColorNames.sorted().joined(separator: ", "))
        }
        return checked.color
    }
}
