import FlipbookCore
import FlipbookRenderer

/// A setting an app does not know, or a value it does not take; describes itself in one line
/// that names where it was given: `line 3: …` in a script, `--theme` on the command line.
public struct AppSettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where a setting was given.
    public enum Source: Hashable, Sendable {
        /// An option on the command line: `--theme Halloween`.
        case commandLine
        /// A line of a touch script: `theme Halloween` (1-based).
        case scriptLine(Int)
        /// A demo item or a call from code.
        case code
    }

    /// Where the setting was given.
    public let source: Source
    /// The problem, naming the setting as it was given.
    public let message: String

    /// The problem, after the script line it is on.
    public var description: String {
        guard case .scriptLine(let line) = source else { return message }
        return "line \(line): \(message)"
    }

    /// A setting no app setting is named.
    static func unknown(_ name: String, app: String, known: [AppSetting], from source: Source) -> AppSettingError {
        let names = known.map { source.spelling(of: $0.key) }.joined(separator: ", ")
        return AppSettingError(source: source, message: "unknown setting '\(source.spelling(of: name))' for \(app); its settings are: \(names)")
    }

    /// A value the setting does not take.
    static func invalid(_ name: String, _ problem: AppSettingProblem, from source: Source) -> AppSettingError {
        AppSettingError(source: source, message: "\(source.spelling(of: name)) \(problem)")
    }
}

extension AppSettingError.Source {
    /// A setting's name as this source spells it: `--theme` on the command line, `theme` elsewhere.
    func spelling(of key: String) -> String {
        self == .commandLine ? "--\(key)" : key
    }
}
