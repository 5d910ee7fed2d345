import FlipbookCore
import FlipbookRenderer
import Foundation

extension AppSetting {
    /// `value` checked against the values the setting takes, in its standard spelling
    /// (`dark` for `Dark`, `on` for an empty flag).
    ///
    /// - Throws: the problem in words, without the setting's name (`must be a whole number,
    ///   not 'abc'`).
    public func check(_ value: String) throws(AppSettingProblem) -> String {
        let text = value.trimmingCharacters(in: .whitespaces)
        switch values {
        case .text(let placeholder):
            guard !text.isEmpty else { throw AppSettingProblem("needs a value (\(placeholder))") }
            return text
        case .choice(let words):
            guard let word = words.first(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) else {
                throw AppSettingProblem("must be \(Self.alternatives(words)), not '\(text)'")
            }
            return word
        case .wholeNumber(let range):
            guard let number = UInt64(text), range.contains(number) else {
                let bounds = range == 0...UInt64.max ? "a whole number" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
                throw AppSettingProblem("must be \(bounds), not '\(text)'")
            }
            return String(number)
        case .flag:
            return try Self.flag(text)
        }
    }

    /// How the values read in help: `light|dark`, `12...81`, `on|off`, `NAME`.
    public var valueName: String {
        switch values {
        case .text(let placeholder): placeholder
        case .choice(let words): words.joined(separator: "|")
        case .wholeNumber(let range): range == 0...UInt64.max ? "N" : "\(range.lowerBound)...\(range.upperBound)"
        case .flag: "on|off"
        }
    }

    /// `on` or `off` for a flag's text; empty is on.
    private static func flag(_ text: String) throws(AppSettingProblem) -> String {
        switch text.lowercased() {
        case "", "on", "yes", "true": return "on"
        case "off", "no", "false": return "off"
        default: throw AppSettingProblem("must be on or off, not '\(text)'")
        }
    }

    /// `light or dark`, `game, themes or assignment1`.
    private static func alternatives(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first.map { "'\($0)'" } ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
    }
}

/// What is wrong with a setting's value, in words that follow its name.
public struct AppSettingProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problem, such as `must be light or dark, not 'blue'`.
    public let description: String

    /// Creates a problem.
    public init(_ description: String) {
        self.description = description
    }
}
