import Flipbook
import Foundation

/// The touch script `flipbook play` is given: a file, or standard input for `-`.
enum ScriptInput {
    /// How errors name standard input: `<stdin>:3:1: …`.
    static let standardInputName = "<stdin>"

    /// The script `argument` names, read and parsed; a line after the first event that reads
    /// as a setting is left for `TouchScript.checkSettings(knownKeys:)`, which knows the app's
    /// settings and so tells a setting out of place from a word that is nothing.
    ///
    /// - Throws: `TouchScriptError` naming the file (or `<stdin>`), the line and the column.
    static func read(_ argument: String) throws -> TouchScript {
        guard argument == "-" else { return try TouchScript(contentsOf: URL(fileURLWithPath: argument), defersMisplacedSettings: true) }
        do {
            var script = try TouchScript(contentsOf: URL(fileURLWithPath: "/dev/stdin"), defersMisplacedSettings: true)
            script.file = standardInputName
            return script
        } catch var error as TouchScriptError {
            error.file = standardInputName
            throw error
        }
    }
}
