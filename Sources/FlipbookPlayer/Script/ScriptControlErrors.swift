import FlipbookCore

/// A script event aimed at a label that more than one view on screen has.
public struct ScriptAmbiguityError: Error, CustomStringConvertible {
    /// The path of the script file, or `nil` for a script made from text.
    public let file: String?
    /// The script line, 1-based.
    public let line: Int
    /// The column of the event on its line, 1-based.
    public let column: Int
    /// What it aimed at.
    public let target: TargetName
    /// How many views on screen have that name.
    public let count: Int
    /// What is on screen.
    public let available: [TargetName]

    /// `FILE:LINE:COLUMN: field "Name" is ambiguous: 2 on screen (there is: …)`.
    public var description: String {
        let place = file.map { "\($0):\(line):\(column)" } ?? "line \(line), column \(column)"
        return "\(place): \(Excerpt.of(target.description)) is ambiguous: \(count) on screen "
            + "(there is: \(Excerpt.list(available.map(\.description))))"
    }
}

/// A `drop` event that could not be carried out: a file that cannot be read or decoded.
public struct ScriptDropError: Error, CustomStringConvertible {
    /// The path of the script file, or `nil` for a script made from text.
    public let file: String?
    /// The script line, 1-based.
    public let line: Int
    /// The column of the event on its line, 1-based.
    public let column: Int
    /// Why, in one line.
    public let reason: String

    /// `FILE:LINE:COLUMN: cannot drop: REASON`.
    public var description: String {
        let place = file.map { "\($0):\(line):\(column)" } ?? "line \(line), column \(column)"
        return "\(place): cannot drop: \(reason)"
    }
}

/// A `type` event with no text field focused.
public struct ScriptTypingError: Error, CustomStringConvertible {
    /// The path of the script file, or `nil` for a script made from text.
    public let file: String?
    /// The script line, 1-based.
    public let line: Int
    /// The column of the event on its line, 1-based.
    public let column: Int
    /// The text fields on screen.
    public let fields: [TargetName]

    /// `FILE:LINE:COLUMN: no text field has the focus; tap one first (on screen: …)`.
    public var description: String {
        let place = file.map { "\($0):\(line):\(column)" } ?? "line \(line), column \(column)"
        let names = Excerpt.list(fields.map(\.description))
        return "\(place): cannot type: no text field has the focus; tap one first (on screen: "
            + (names.isEmpty ? "no text field" : names) + ")"
    }
}
