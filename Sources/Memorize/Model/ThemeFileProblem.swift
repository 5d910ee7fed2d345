import Foundation
import FlipbookSupport

/// A problem in a themes file, in the themes' own words: `theme 2, pairs` for a wrong value,
/// a line and a column for a syntax error.
enum ThemeFileProblem {
    /// The problem `error` found in `data`.
    static func describe(_ error: any Error, in data: Data) -> String {
        JSONProblem.describe(error, in: data, place: place, expected: "a list of themes: [ {\"name\": …}, … ]")
    }

    /// A place in the file: `theme 2, pairs` for the path `[1].pairs`.
    static func place(_ path: [any CodingKey]) -> String {
        guard let first = path.first else { return "the file" }
        let rest = path.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
        let theme = first.intValue.map { "theme \($0 + 1)" } ?? first.stringValue
        return ([theme] + rest).joined(separator: ", ")
    }
}
