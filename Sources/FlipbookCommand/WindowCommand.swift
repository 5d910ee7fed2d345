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

    @Option(parsing: .unconditional, help: ArgumentHelp("Screen size in points.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 390, height: 844)

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: ArgumentHelp(AppSetting.seed.help + " (default: 1)."))
    var seed: UInt64?

    @Option(help: ArgumentHelp(AppSetting.appearance.help + " (default: light)."), transform: Arguments.appearance)
    var appearance: Appearance?

    @Option(help: ArgumentHelp("Write the session as a touch script into this file when the window closes.", valueName: "file"))
    var record: String?

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The app's settings, as --KEY VALUE (listed below).", valueName: "setting"))
    var settingArguments: [String] = []

    /// `seed` and `appearance`, when given.
    private var settingValues: [String: String] {
        var values: [String: String] = [:]
        values["seed"] = seed.map(String.init)
        values["appearance"] = appearance?.rawValue
        return values
    }

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4, not \(scale)") }
        if let problem = record.flatMap(SessionRecorder.problem(recordingInto:)) { throw ValidationError(problem) }
        _ = try SettingArguments.parse(settingArguments, forAppNamed: app, over: settingValues)
    }

    func run() throws {
        let (app, settings) = try SettingArguments.parse(settingArguments, forAppNamed: app, over: settingValues)
        let screen = CGSize(width: Double(size.width), height: Double(size.height))
        let scene = try AppRendering.scene(of: app, size: screen, settings: settings)
        try scene.openWindow(title: "\(app.name) — Flipbook", scale: scale, recording: record.map { URL(fileURLWithPath: $0) },
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
