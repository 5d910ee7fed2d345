import ArgumentParser
import Memorize

extension MemorizeApp: AppWithCommands {
    /// `flipbook memorize themes …`: the user's theme store.
    static var ownCommands: [any ParsableCommand.Type] { [ThemesCommand.self] }
}
