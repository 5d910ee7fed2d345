import Flipbook
import Foundation
import Memorize
import SetApp

/// The whole games the app benchmarks play: each one's script in `assets/scripts` and its app,
/// by the name the command line gives it.
enum WholeGames {
    static let byName: [String: (script: String, app: any FlipbookApp.Type)] = [
        "set": ("set-whole-game", SetCardGameApp.self), "memorize": ("memorize-whole-game", MemorizeApp.self),
    ]

    /// The command line's name of the game `script` plays.
    static func name(playing script: String) -> String? {
        byName.first { $0.value.script == script }?.key
    }

    /// The touches of `script`, read from `assets/scripts` under the working folder.
    ///
    /// - Throws: `BenchmarkError` naming the file when it cannot be read (the benchmarks run
    ///   from the project's folder, as `make bench` runs them); the script's own parse error.
    static func touches(of script: String) throws -> TouchScript {
        let path = "assets/scripts/\(script).touches"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw BenchmarkError("cannot read \(path): run the benchmarks from the project's folder, as make bench does")
        }
        return try TouchScript(parsing: text)
    }
}
