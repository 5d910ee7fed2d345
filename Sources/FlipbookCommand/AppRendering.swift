import ArgumentParser
import Flipbook
import Foundation
import Memorize

/// What `render` and `solve` do for any app of the registry, under either spelling
/// (`flipbook render memorize …`, `flipbook memorize render …`).
@MainActor enum AppRendering {
    /// Makes `app`'s scene from `settings`, with its warnings on standard error; with
    /// `usesUserData`, on the user's own stores unless the settings name others
    /// (`FlipbookApp.namingUserFiles(in:)`).
    static func scene(of app: any FlipbookApp.Type, size: CGSize, settings: AppSettings, usesUserData: Bool = true) throws -> AppScene {
        let settings = usesUserData ? app.namingUserFiles(in: settings) : settings
        let scene = try AppScene(launching: app, size: size, settings: settings)
        // A screen of a device's size has the device's safe area (the default 390×844, an iPhone 13's).
        scene.player.safeAreaInsets = DeviceScreen.ofSize(size)?.safeArea ?? EdgeInsets()
        for warning in scene.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        return scene
    }

    /// Renders `app` made from `settings` into the PNG file `output`: a script with no
    /// events, its one frame drawn over the app's background.
    /// Both outputs are made in memory first; when the state cannot be written after the
    /// image was, an image that was not there before is removed again.
    static func render(_ app: any FlipbookApp.Type, settings: AppSettings, options: SceneOptions, to output: URL) throws {
        try OutputCheck.checkStateJSON(options.stateJSON, besides: [output])
        let settings = app.namingUserFiles(in: settings)
        try OutputCheck.checkDistinct(outputs: [NamedFile("-o", output.path), NamedFile("--state-json", options.stateJSON)].compactMap { $0 },
                                      inputs: NamedFile.inputs(of: settings))
        let scene = try commandLineScene(of: app, size: options.screenSize, settings: settings)
        let canvas = try scene.still().draw(scale: options.scale, background: scene.background)
        let png = try canvas.pngData(options: options.png.compression.options)
        let state = try options.stateJSON.map { _ in try scene.stateJSON() }
        let existed = FileManager.default.fileExists(atPath: output.path)
        try AtomicFile.write(png, to: output)
        do {
            try options.writeState(state)
        } catch {
            if !existed { unlink(output.path) }
            throw error
        }
    }

    /// The scene of settings given on the command line: a theme it names that the store does
    /// not have, or a setting the scene cannot use (`--select 0,1,2`), is a mistake in the
    /// arguments (64), as an unknown option is.
    private static func commandLineScene(of app: any FlipbookApp.Type, size: CGSize, settings: AppSettings) throws -> AppScene {
        do {
            return try scene(of: app, size: size, settings: settings)
        } catch let error as ThemeStoreError {
            if case .unknownTheme = error { throw ValidationError(error.description) }
            throw error
        } catch let error as AppSettingProblem {
            throw ValidationError(error.description)
        }
    }

    /// Prints `app`'s solution for `settings`.
    ///
    /// - Throws: `ValidationError` when the app has no solver.
    static func solve(_ app: any FlipbookApp.Type, settings: AppSettings) throws {
        guard let solver = app.solver else {
            throw ValidationError("\(app.name) has no solver; apps with one: \(Registry.apps.filter { $0.solver != nil }.map { $0.name }.joined(separator: ", "))")
        }
        print(try solver(settings))
    }

    /// Help that lists every app of the registry with its settings.
    static func appsHelp(omitting omitted: Set<String> = []) -> String {
        Registry.apps.map { app in "\(app.name): \(app.summary)\n\(app.settingsHelp(omitting: omitted))" }
            .joined(separator: "\n\n")
    }
}
