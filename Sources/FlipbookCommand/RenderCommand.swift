import ArgumentParser
import Flipbook
import Foundation

/// `flipbook render APP`: one still of any app.
@MainActor struct RenderCommand: @preconcurrency ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Render a screen of an app into a PNG: a touch script with no events, its first frame.",
            discussion: """
            The app's settings are options here and lines of a touch script ('theme Halloween'); the same settings, described once by each app. The apps and their settings:

            \(AppRendering.appsHelp(omitting: ["seed", "appearance"]))

            Examples:
              flipbook render memorize --theme Halloween -o game.png
              flipbook render set --dealt 81 --size 1170x2532 --appearance dark -o all.png
            """
        )
    }

    @Argument(help: ArgumentHelp("The app: \(Registry.names).", valueName: "app"))
    var app: String

    @OptionGroup var scene: SceneOptions

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The PNG file to write.", valueName: "file.png"),
            transform: Arguments.outputFile)
    var output: URL

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The app's settings, as --KEY VALUE (listed below).", valueName: "setting"))
    var settingArguments: [String] = []

    func validate() throws {
        _ = try SettingArguments.parse(settingArguments, forAppNamed: app, over: scene.settingValues)
    }

    func run() throws {
        let (app, settings) = try SettingArguments.parse(settingArguments, forAppNamed: app, over: scene.settingValues)
        try AppRendering.render(app, settings: settings, options: scene, to: output)
    }
}

/// `flipbook solve APP`: a script that plays a whole game.
@MainActor struct SolveCommand: @preconcurrency ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "solve",
            abstract: "Print a touch script that plays a whole game of an app to the end.",
            discussion: """
            The script names its settings, so 'flipbook play' replays exactly that game. The apps with a solver and their settings:

            \(Registry.apps.filter { $0.solver != nil }.map { "\($0.name): \($0.summary)\n\($0.settingsHelp())" }.joined(separator: "\n\n"))

            Examples:
              flipbook solve memorize --theme Animals --seed 3 > game.touches
              flipbook play game.touches -o /tmp/game
            """
        )
    }

    @Argument(help: ArgumentHelp("The app: \(Registry.names).", valueName: "app"))
    var app: String

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The app's settings, as --KEY VALUE (listed below).", valueName: "setting"))
    var settingArguments: [String] = []

    func validate() throws {
        _ = try SettingArguments.parse(settingArguments, forAppNamed: app)
    }

    func run() throws {
        let (app, settings) = try SettingArguments.parse(settingArguments, forAppNamed: app)
        try AppRendering.solve(app, settings: settings)
    }
}
