import Flipbook
import Foundation

/// An app that touch scripts can play: `app NAME` in a script picks it.
protocol ScriptedApp {
    /// The name scripts use.
    static var name: String { get }
    /// A new instance of the app on a screen of `size`, set up by the script's settings
    /// (`theme Halloween`) and seeded for its randomness.
    static func makeSession(size: Size, seed: UInt64, settings: [TouchScript.Setting]) throws -> AppSession
}

/// A running app: the player that shows it and its state as JSON, for `--state-json`.
struct AppSession {
    let player: Player
    let state: () throws -> Data
}

/// The apps `flipbook play` knows.
enum ScriptedApps {
    static var all: [any ScriptedApp.Type] { [SampleApp.self, MemorizeApp.self, SetCardGameApp.self] }

    static func named(_ name: String) -> (any ScriptedApp.Type)? {
        all.first { $0.name == name }
    }

    static var names: [String] { all.map { $0.name } }
}

/// Settings every app reads from a script.
enum ScriptSettings {
    /// The `seed N` setting, or `fallback` without one.
    static func seed(in settings: [TouchScript.Setting], default fallback: UInt64) throws -> UInt64 {
        guard let setting = settings.last(where: { $0.key == "seed" }) else { return fallback }
        guard let value = UInt64(setting.value) else {
            throw ValidationErrorMessage("line \(setting.line): seed must be a whole number, not '\(setting.value)'")
        }
        return value
    }
}
