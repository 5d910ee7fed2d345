/// What a `drop` event of a touch script drops, as from another app.
public enum DropPayload: Hashable, Sendable {
    /// A string: `drop text "🍎"`.
    case text(String)
    /// A file by its path, relative to the working folder: `drop file "photo.jpg"`.
    case file(String)
}
