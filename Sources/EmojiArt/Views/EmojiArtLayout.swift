import Flipbook

/// The measures of the EmojiArt screen, in points.
enum EmojiArtLayout {
    /// The height of the row of Undo, Redo and Delete buttons at the top.
    static let toolbarHeight = 44.0
    /// The height of the palette chooser bar at the bottom.
    static let chooserHeight = 64.0
    /// The font size of a palette's emojis, and the size on screen of an emoji dropped from one.
    static let paletteEmojiSize = 40.0
    /// The width of the selection's border on screen.
    static let selectionLineWidth = 2.0
}
