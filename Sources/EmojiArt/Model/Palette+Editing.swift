import Foundation

extension Palette {
    /// Puts the emojis of `text` in front of the palette's, as the course's editor does with
    /// what is typed into "Add Emojis Here": characters that are not emojis and emojis the
    /// palette holds already are left out.
    public mutating func addEmojis(_ text: String) {
        emojis = (text + emojis).uniqueEmojis.joined()
    }

    /// Takes `emoji` out of the palette (nothing happens if it is not there).
    public mutating func removeEmoji(_ emoji: String) {
        emojis = emojis.uniqueEmojis.filter { $0 != emoji }.joined()
    }
}
