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
