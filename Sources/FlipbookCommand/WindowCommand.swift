import ArgumentParser
import Flipbook
import Foundation

/// `flipbook window APP`: an app in a window on the desktop, launched as `render` and `play`
/// launch it.
@MainActor struct WindowCommand: @preconcurrency ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "window",
            abstract: "Open an app in a window: click to tap, drag to drag, type into text fields, Escape to go back.",
            discussion: """
            Needs a display ($DISPLAY or $WAYLAND_DISPLAY). With --record, the session is written as a touch script, its 'app' line and settings first, that 'flipbook play' turns into the same screens. The apps and their settings:

            \(AppRendering.appsHelp(omitting: ["seed", "appearance"]))

            Examples:
              flipbook window memorize --theme Halloween
              flipbook window set --record game.touches && flipbook play game.touches -o frames
            """
        )
    }

    @Argument(help: ArgumentHelp("The app: \(Registry.names).", valueName: "app"))
    var app: String

    @OptionGroup var screen: ScreenOptions

    @Option(help: ArgumentHelp("Write the session as a touch script into this file when the window closes.", valueName: "file"))
    var record: String?

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The app's settings, as --KEY VALUE (listed below).", valueName: "setting"))
    var settingArguments: [String] = []

    func validate() throws {
        if let record, let problem = OutputFile.problem(writing: record, as: "--record") { throw ValidationError(problem) }
        _ = try SettingArguments.parse(settingArguments, forAppNamed: app, over: screen.settingValues)
    }

    func run() throws {
        let (app, settings) = try SettingArguments.parse(settingArguments, forAppNamed: app, over: screen.settingValues)
        let scene = try AppRendering.scene(of: app, size: screen.screenSize, settings: settings)
        try scene.openWindow(title: "\(app.name) — Flipbook", scale: screen.scale, recording: record.map { URL(fileURLWithPath: $0) },
                             scriptHeader: ["app \(app.name)"] + Self.settingLines(settings, of: app))
    }

    /// The settings that differ from the app's defaults, as a script's lines (`theme Halloween`).
    private static func settingLines(_ settings: AppSettings, of app: any FlipbookApp.Type) -> [String] {
        app.allSettings.compactMap { setting in
            guard let value = settings[setting.key], value != setting.defaultValue else { return nil }
            return "\(setting.key) \(value)"
        }
    }
}
