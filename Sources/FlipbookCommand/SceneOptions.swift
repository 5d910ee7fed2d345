import ArgumentParser
import Foundation
import Flipbook

/// The screen an app is shown on and the two settings every app has: what `render`, `play`
/// and `window` share.
struct ScreenOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Screen size in points.", valueName: "WxH"), transform: Arguments.pixelSize)
    var size = try! PixelSize(width: 390, height: 844)

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: ArgumentHelp(AppSetting.seed.help + " A script's 'seed N' line wins (default: 1)."))
    var seed: UInt64?

    @Option(help: ArgumentHelp(AppSetting.appearance.help + " A script's 'appearance' line wins (default: light)."),
            transform: Arguments.appearance)
    var appearance: Appearance?

    /// The settings given here by name, for the app: `seed` and `appearance`.
    var settingValues: [String: String] {
        var values: [String: String] = [:]
        values["seed"] = seed.map(String.init)
        values["appearance"] = appearance?.rawValue
        return values
    }

    /// The screen in points.
    var screenSize: CGSize {
        CGSize(width: Double(size.width), height: Double(size.height))
    }

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be above 0 and at most 4, not \(scale)") }
        _ = try PixelSize(width: Int((Double(size.width) * scale).rounded()), height: Int((Double(size.height) * scale).rounded()))
    }
}

/// The options shared by the commands that make a scene of an app and write it (`render`,
/// `play`): the screen, the two settings every app has, where its state goes, and PNG
/// compression.
struct SceneOptions: ParsableArguments {
    @OptionGroup var screen: ScreenOptions

    @Option(help: ArgumentHelp("Write the app's state as JSON to this file.", valueName: "file.json"))
    var stateJSON: String?

    @OptionGroup var png: CompressionOption

    /// Pixels per point.
    var scale: Double { screen.scale }

    /// `seed` and `appearance`, when given.
    var settingValues: [String: String] { screen.settingValues }

    /// The screen in points.
    var screenSize: CGSize { screen.screenSize }

    /// Writes `scene`'s state to `--state-json`, when given.
    @MainActor func writeState(of scene: AppScene) throws {
        guard stateJSON != nil else { return }
        try writeState(try scene.stateJSON())
    }

    /// Writes `state`, a scene's state as JSON, to `--state-json`, when both are given.
    func writeState(_ state: Data?) throws {
        guard let stateJSON, let state else { return }
        try AtomicFile.write(state, to: URL(fileURLWithPath: stateJSON))
    }
}
