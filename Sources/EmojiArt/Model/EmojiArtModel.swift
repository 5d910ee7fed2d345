import FlipbookSupport
import Foundation

/// An EmojiArt document, as the course's model: a background picture (or none) and the emojis
/// placed on it.
///
/// Positions are in document points with the origin at the document's centre, x to the right
/// and y down (the 2021 lecture's convention); an emoji's size is its font size in points at
/// zoom 1. Ids come from a counter, so an emoji keeps its id for as long as it lives.
public struct EmojiArtModel: Codable, Hashable, Sendable {
    /// The background picture's file path, `nil` for none. A relative path is relative to the
    /// folder of the document's file.
    public private(set) var background: String?
    /// The emojis, in the order they were added (later ones drawn on top).
    public private(set) var emojis: [Emoji] = []
    /// The id the last emoji added got.
    private(set) var lastID = 0
    /// Fields of the document's JSON that this version does not know, written back on save.
    public internal(set) var unknownFields = UnknownFields()

    /// The most emojis a document holds: a file with more is refused when read, and adding
    /// past it does nothing (every touch redraws and saves them all). The `document`
    /// setting's help and the README name it: change them with it.
    public static let maximumEmojis = 10_000

    /// An empty document: no background, no emojis.
    public init() {}

    /// A document of these parts, taken as they are (``init(from:)`` checks them first).
    init(background: String?, emojis: [Emoji], lastID: Int) {
        self.background = background
        self.emojis = emojis
        self.lastID = lastID
    }

    /// The emoji whose id is `id`, if it is in the document.
    public func emoji(withID id: Emoji.ID) -> Emoji? {
        emojis.first { $0.id == id }
    }
}

// MARK: - Intents

extension EmojiArtModel {
    /// Sets the background picture's path (`nil` for none).
    public mutating func setBackground(_ path: String?) {
        background = path
    }

    /// Adds `string` as a new emoji at `position` (document points) with font size `size`
    /// (points at zoom 1); a size that is not a positive finite number is ignored, and so is
    /// an emoji past the last id of ``Emoji/idRange``, past ``maximumEmojis`` or longer than
    /// ``Emoji/maximumScalars``.
    public mutating func addEmoji(_ string: String, at position: Emoji.Position, size: Double) {
        guard size.isFinite, size > 0, position.x.isFinite, position.y.isFinite, lastID < Emoji.idRange.upperBound,
              emojis.count < Self.maximumEmojis, string.unicodeScalars.count <= Emoji.maximumScalars else { return }
        lastID += 1
        emojis.append(Emoji(string: string, position: position, size: size, id: lastID))
    }

    /// Adds `strings` as new emojis side by side in a row centred on `position`, each `size`
    /// points apart (the way dropped text lands).
    public mutating func addEmojis(_ strings: [String], around position: Emoji.Position, size: Double) {
        for (index, string) in strings.enumerated() {
            let shift = (Double(index) - Double(strings.count - 1) / 2) * size
            addEmoji(string, at: position + Emoji.Position(x: shift, y: 0), size: size)
        }
    }

    /// Moves the emojis whose ids are in `ids` by `offset` (document points).
    public mutating func moveEmojis(_ ids: Set<Emoji.ID>, by offset: Emoji.Position) {
        guard offset.x.isFinite, offset.y.isFinite else { return }
        for index in emojis.indices where ids.contains(emojis[index].id) {
            emojis[index].position = emojis[index].position + offset
        }
    }

    /// Scales the sizes of the emojis whose ids are in `ids` by `factor`, each about its own
    /// position; sizes stay within ``Emoji/sizeRange``.
    public mutating func scaleEmojis(_ ids: Set<Emoji.ID>, by factor: Double) {
        guard factor.isFinite, factor > 0 else { return }
        for index in emojis.indices where ids.contains(emojis[index].id) {
            emojis[index].size = Emoji.clampedSize(emojis[index].size * factor)
        }
    }

    /// Removes the emojis whose ids are in `ids`.
    public mutating func removeEmojis(_ ids: Set<Emoji.ID>) {
        emojis.removeAll { ids.contains($0.id) }
    }
}
