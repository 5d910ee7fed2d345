import Foundation

/// A named row of emojis to drag into a document, as the course's `Palette`.
public struct Palette: Identifiable, Codable, Hashable, Sendable {
    /// The palette's name, shown beside its emojis.
    public var name: String
    /// Its emojis, one after another in one string (`"🍎🍐🍊"`).
    public var emojis: String
    /// Its id, unique in its list.
    public let id: Int

    /// A palette named `name` holding the emojis of `emojis`, each once.
    public init(name: String, emojis: String, id: Int) {
        self.name = name
        self.emojis = emojis.uniqueEmojis.joined()
        self.id = id
    }
}
