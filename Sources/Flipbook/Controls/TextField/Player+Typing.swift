extension Player {
    /// Types `input` into the text field that has the keyboard focus, as an intent.
    ///
    /// - Returns: `false` when no field on screen has the focus (nothing happens).
    @discardableResult
    public func type(_ input: TypedInput) -> Bool {
        _ = sceneNow()
        guard let editor = graph.focus.focusedEditor else { return false }
        perform {
            switch input {
            case let .text(text): editor.insert(text)
            case .deleteBackward: editor.deleteBackward()
            case .submit: editor.submit()
            }
        }
        return true
    }
}

/// What a `type` event of a touch script types.
public enum TypedInput: Hashable, Sendable {
    /// Characters typed one after another: `type "Halloween 🎃"`.
    case text(String)
    /// The delete key, which removes the character before the caret: `type delete`.
    case deleteBackward
    /// The return key, which submits the field: `type return`.
    case submit
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
