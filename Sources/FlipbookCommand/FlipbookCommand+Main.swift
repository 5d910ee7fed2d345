import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCommand {
    /// Runs the command line. Help and `--version` go to standard output with status 0. Any
    /// error is one line on standard error, `flipbook: error: …`: a mistake in the arguments
    /// (what parsing and `validate()` refuse, a `ValidationError`) exits with 64 and ends with
    /// a hint at the command's help; data that cannot be used (a corrupt store or document)
    /// exits with 65; any other failure with 1 (or the command's own `ExitCode`, as `diff`
    /// has). See ``ExitStatus``. Output that could not all be written (`> /dev/full`, a closed
    /// pipe) is an error too.
    ///
    /// `@AppStorage` values live in memory for the run: what the command renders never
    /// depends on the user's configuration files, nor changes them.
    static func main() {
        AppStorageStore.standard = AppStorageStore()
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: ParsableCommand
        do {
            try HelpTopic.check(arguments, root: self)
            command = try parseAsRoot(arguments)
        } catch {
            exit(reporting: error, arguments: arguments, isUsageError: true)
        }
        do {
            try command.run()
            try StandardOutput.flush()
        } catch {
            exit(reporting: error, arguments: arguments, isUsageError: ExitStatus.of(error) == ExitStatus.usage)
        }
    }

    /// Prints `error` as described in ``main()`` and exits.
    private static func exit(reporting error: Error, arguments: [String], isUsageError: Bool) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if exitCode(for: error) == .success {
            print(fullMessage(for: error))
            do {
                try StandardOutput.flush()
            } catch {
                exit(reporting: error, arguments: arguments, isUsageError: false)
            }
            Foundation.exit(0)
        }
        var line = "flipbook: error: " + ErrorLine.of(message(for: error))
        if isUsageError { line += " (see '\(HelpTopic.helpCommand(for: arguments, root: self))')" }
        FileHandle.standardError.write(Data((line + "\n").utf8))
        Foundation.exit(isUsageError ? ExitStatus.usage : ExitStatus.of(error))
    }
}

/// Error messages as one line.
enum ErrorLine {
    /// The longest word a message shows whole; longer ones are values the user gave (a 1 MB
    /// name), cut by `Excerpt`.
    static let longestWord = 200

    /// `message` with its line breaks turned into `; `, any leading `Error: ` dropped and words
    /// longer than ``longestWord`` cut.
    static func of(_ message: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let text = lines.filter { !$0.isEmpty }.joined(separator: "; ")
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.count > longestWord ? Excerpt.of(String(word)) : String(word)
        }
        let line = words.joined(separator: " ")
        return line.hasPrefix("Error: ") ? String(line.dropFirst("Error: ".count)) : line
    }

    /// Prints `message` as `flipbook: error: …` on standard error.
    static func print(_ message: String) {
        FileHandle.standardError.write(Data("flipbook: error: \(of(message))\n".utf8))
    }
}
