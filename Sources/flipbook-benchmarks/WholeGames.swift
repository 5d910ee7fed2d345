import Flipbook
import Foundation
import Memorize
import SetApp

/// One whole game the app benchmarks play.
struct WholeGame {
    /// The name reports print: "Set game".
    let title: String
    /// The name the command line gives it: `set`.
    let name: String
    /// Its script in `assets/scripts`, without the extension.
    let script: String
    let app: any FlipbookApp.Type
}

/// The whole games the app benchmarks play, in the order the reports list them.
enum WholeGames {
    static let all = [
        WholeGame(title: "Set game", name: "set", script: "set-whole-game", app: SetCardGameApp.self),
        WholeGame(title: "Memorize game", name: "memorize", script: "memorize-whole-game", app: MemorizeApp.self),
    ]

    /// The game the command line calls `name`.
    static func named(_ name: String) throws -> WholeGame {
        guard let game = all.first(where: { $0.name == name }) else { throw BenchmarkError("no game named \(name)") }
        return game
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
