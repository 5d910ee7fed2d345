import ArgumentParser
import Flipbook

/// The subcommand an invocation names (`flipbook memorize render …` names `memorize render`),
/// for help hints and for `flipbook help TOPIC`.
enum HelpTopic {
    /// The names of the subcommands that `arguments` begins with, outermost first.
    static func path(of arguments: [String], root: ParsableCommand.Type) -> [String] {
        var command = root, names: [String] = []
        for argument in arguments {
            guard let next = subcommand(named: argument, of: command) else { break }
            names.append(argument)
            command = next
        }
        return names
    }

    /// `flipbook help SUB`, for the subcommand `arguments` name; `flipbook help` for none.
    static func helpCommand(for arguments: [String], root: ParsableCommand.Type) -> String {
        let names = arguments.first == "help" ? [] : path(of: arguments, root: root)
        return (["flipbook", "help"] + names).joined(separator: " ")
    }

    /// Refuses `flipbook help WORDS` when the words are not a subcommand's path.
    ///
    /// - Throws: `ValidationError` naming the first word that is not a command.
    static func check(_ arguments: [String], root: ParsableCommand.Type) throws {
        guard arguments.first == "help" else { return }
        let words = arguments.dropFirst().filter { !$0.hasPrefix("-") }
        let known = path(of: Array(words), root: root)
        guard known.count < words.count else { return }
        var command = root
        for name in known { command = subcommand(named: name, of: command) ?? command }
        let choices = command.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        let unknown = Array(words)[known.count]
        let place = known.isEmpty ? "" : " of '\(known.joined(separator: " "))'"
        throw ValidationError("no command '\(Excerpt.of(unknown))'\(place); commands: \(choices.joined(separator: ", "))")
    }

    private static func subcommand(named name: String, of command: ParsableCommand.Type) -> ParsableCommand.Type? {
        command.configuration.subcommands.first { $0.configuration.commandName == name }
    }
}
