import ArgumentParser
import Flipbook
import Foundation

/// `flipbook APP`: the commands of one app of the registry (`flipbook memorize render`,
/// `flipbook set solve`), generated from its description.
struct AppCommand<App: FlipbookApp>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: App.name,
            abstract: "\(App.summary) Play it with 'flipbook play' and 'app \(App.name)'.",
            subcommands: [AppRenderCommand<App>.self] + (App.solver == nil ? [] : [AppSolveCommand<App>.self])
                + ((App.self as? any AppWithCommands.Type)?.ownCommands ?? [])
        )
    }
}

/// `flipbook APP render`.
@MainActor struct AppRenderCommand<App: FlipbookApp>: @preconcurrency ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render a screen of \(App.name) into a PNG.",
            discussion: """
            Settings (options here, 'KEY VALUE' lines in a touch script):
            \(App.settingsHelp(omitting: ["seed", "appearance"]))

            Example:
              flipbook \(App.name) render --seed 3 --appearance dark -o \(App.name).png
            """
        )
    }

    @OptionGroup var scene: SceneOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to write.", valueName: "file.png"),
            transform: Arguments.outputFile)
    var output: URL

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The settings, as --KEY VALUE (listed below).", valueName: "setting"))
    var settingArguments: [String] = []

    func validate() throws {
        _ = try SettingArguments.parse(settingArguments, for: App.self, over: scene.settingValues)
    }

    func run() throws {
        let settings = try SettingArguments.parse(settingArguments, for: App.self, over: scene.settingValues)
        try AppRendering.render(App.self, settings: settings, options: scene, to: output)
    }
}

/// `flipbook APP solve`.
@MainActor struct AppSolveCommand<App: FlipbookApp>: @preconcurrency ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "solve",
            abstract: "Print a touch script that plays a whole game of \(App.name) to the end.",
            discussion: """
            The script names its settings, so 'flipbook play' replays exactly that game.

            Settings:
            \(App.settingsHelp())

            Example:
              flipbook \(App.name) solve --seed 3 > game.touches
              flipbook play game.touches -o /tmp/game
            """
        )
    }

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The settings, as --KEY VALUE (listed below).", valueName: "setting"))
    var settingArguments: [String] = []

    func validate() throws {
        _ = try SettingArguments.parse(settingArguments, for: App.self)
    }

    func run() throws {
        try AppRendering.solve(App.self, settings: try SettingArguments.parse(settingArguments, for: App.self))
    }
}

extension FlipbookApp {
    /// `flipbook APP …`: this app's commands.
    nonisolated static var command: any ParsableCommand.Type { AppCommand<Self>.self }
}

/// An app with commands of its own under `flipbook APP` (Memorize's `themes`).
protocol AppWithCommands: FlipbookApp {
    /// The commands, after `render` and `solve`.
    static var ownCommands: [any ParsableCommand.Type] { get }
}
