import ArgumentParser
import Flipbook
import Foundation
import Memorize

/// `flipbook memorize themes …`: the Memorize themes store, managed without a screen.
struct ThemesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "themes",
        abstract: "List, show, add and remove the themes of Memorize's store.",
        discussion: """
        The store is a JSON file, by default $XDG_DATA_HOME/flipbook/themes.json \
        (~/.local/share/flipbook/themes.json); --store FILE names another, and 'store FILE' in a \
        touch script plays its themes. A new store starts with the built-in themes and is written \
        at the first change. A store that cannot be read as themes (or holds a theme that needs \
        fixing, or is not a regular file) is refused with exit 65 and one line naming the file, \
        the line and the column, and left as it is; --reset-store moves it aside whole (to \
        FILE.corrupt) and starts afresh. A command that fails leaves the store as it was; \
        commands on one store wait for each other (an advisory lock), so no change is lost.

        Examples:
          flipbook memorize themes list
          flipbook memorize themes show Halloween
          flipbook memorize themes add --name "Sea" --emojis "🐳🐬🐟🦈" \\
              --pairs 3 --color teal
          flipbook memorize themes remove Sea --store /tmp/themes.json
        """,
        subcommands: [ThemesListCommand.self, ThemesShowCommand.self, ThemesAddCommand.self, ThemesRemoveCommand.self]
    )
}

/// The `--store FILE` option of every `themes` command.
struct StoreOption: ParsableArguments {
    @Option(help: ArgumentHelp("The themes store (default: $XDG_DATA_HOME/flipbook/themes.json).", valueName: "FILE"))
    var store: String?

    @Flag(help: "Move a store that cannot be read as themes aside (to FILE.corrupt, kept whole) and start afresh from the built-in themes.")
    var resetStore = false

    /// The store, opened; its problems (a file moved aside, one that cannot be saved) are
    /// printed as warnings.
    func open() throws -> ThemeStoreFile {
        let file = try ThemeStoreFile.open(store, resettingProblems: resetStore)
        for problem in file.problems { FileHandle.standardError.write(Data("warning: \(problem)\n".utf8)) }
        return file
    }
}

/// `flipbook memorize themes list`.
struct ThemesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Print each theme on a line: name, pairs, colour, emojis.",
        discussion: "Example:\n  flipbook memorize themes list --store themes.json")

    @OptionGroup var options: StoreOption

    func run() throws {
        for theme in try options.open().store.themes { print(ThemeText.line(theme)) }
    }
}

/// `flipbook memorize themes show NAME`.
struct ThemesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print one theme in full, its removed emojis too.",
        discussion: "Example:\n  flipbook memorize themes show Halloween")

    @Argument(help: ArgumentHelp("The theme's name (case does not matter).", valueName: "NAME"))
    var name: String

    @OptionGroup var options: StoreOption

    func run() throws {
        let store = try options.open().store
        print(ThemeText.details(try ThemesCommandError.argument { () throws(ThemeStoreError) in try store.theme(named: name) }))
    }
}

/// `flipbook memorize themes remove NAME`.
struct ThemesRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a theme from the store.",
        discussion: "Example:\n  flipbook memorize themes remove Sea")

    @Argument(help: ArgumentHelp("The theme's name (case does not matter).", valueName: "NAME"))
    var name: String

    @OptionGroup var options: StoreOption

    func run() throws {
        var file = try options.open()
        var store = file.store
        let removed = try ThemesCommandError.argument { () throws(ThemeStoreError) in try store.remove(named: name) }
        file.store = store
        try ThemesCommandError.checkSaved(file)
        print("removed theme \"\(removed.name)\" from \(file.url.relativePath)")
    }
}
