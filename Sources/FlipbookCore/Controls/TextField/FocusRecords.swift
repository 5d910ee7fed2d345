/// The keyboard focus of a scene: which text field has it, and what every field on screen
/// does with keys. Fields sign in on every pass; a field that leaves the screen loses the focus.
final class FocusRecords {
    /// The identity of the focused field, if any.
    private(set) var focusedKey: String?
    /// The fields on screen in the last pass, by identity.
    private var editors: [String: FieldEditor] = [:]
    private var visited: [String: FieldEditor] = [:]

    /// Starts a pass: fields sign in again.
    func beginPass() {
        visited = [:]
    }

    /// Ends a pass: the focus goes when its field was not on screen.
    func endPass() {
        editors = visited
        if let key = focusedKey, editors[key] == nil { focusedKey = nil }
    }

    /// Records the field at `key` as on screen in this pass.
    func signIn(_ editor: FieldEditor, at key: String) {
        visited[key] = editor
        editors[key] = editor
    }

    /// Gives the focus to the field at `key` (`nil`: to none); the field that had it is told.
    func focus(_ key: String?) {
        guard key != focusedKey else { return }
        if let old = focusedKey { editors[old]?.focusChanged(false) }
        focusedKey = key
        if let key { editors[key]?.focusChanged(true) }
    }

    /// The focused field, if one is on screen.
    var focusedEditor: FieldEditor? { focusedKey.flatMap { editors[$0] } }
}

/// What a text field does with keys typed while it has the focus.
struct FieldEditor {
    /// Inserts text at the end (the caret's place).
    let insert: (String) -> Void
    /// Deletes the character before the caret: one grapheme cluster.
    let deleteBackward: () -> Void
    /// The return key: runs the field's submit actions.
    let submit: () -> Void
    /// Tells the field's `.focused` state that it gained or lost the focus.
    let focusChanged: (Bool) -> Void
}

/// Connects a text field to the focus records of its scene and to its own identity.
final class FocusSlot: InstallableProperty {
    private(set) var key = ""
    private(set) var records: FocusRecords?

    init() {}

    func install(key: String, in context: PropertyContext) {
        self.key = key
        records = context.graph.focus
    }

    /// Whether this field has the focus.
    var isFocused: Bool { records?.focusedKey == key }
}
