import Foundation

/// A JSON file that was not the object a test expected.
public struct UnexpectedJSON: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "\(path) does not hold a JSON object" }
}

/// The JSON object in the file at `url` (a `--state-json` file).
public func jsonObject(at url: URL) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
        throw UnexpectedJSON(path: url.path)
    }
    return object
}

extension CommandRunner {
    /// Runs `flipbook <app> solve …`, plays the script it prints without frames, and returns
    /// the two runs and the final state.
    public static func playSolution(_ solveArguments: [String], in folder: TemporaryFolder) throws
        -> (solve: CommandResult, play: CommandResult, state: [String: Any]?) {
        let solve = try run(solveArguments)
        try Data(solve.standardOutput.utf8).write(to: folder.file("game.touches"))
        let play = try run(["play", folder.file("game.touches").path, "--no-frames", "--state-json", folder.file("end.json").path])
        return (solve, play, try? jsonObject(at: folder.file("end.json")))
    }
}
