import Flipbook

/// A pinch in flight: how many times as far apart the fingers are, and the point between
/// them in the document view (points, origin top-left).
struct Pinch {
    var magnification: Double
    var anchor: CGPoint

    /// No pinch.
    static let none = Pinch(magnification: 1, anchor: .zero)
}

/// A drag of emojis in flight: which emojis move and how far the finger has gone on screen.
struct EmojiDrag {
    var ids: Set<Emoji.ID>
    var translation: CGSize
}

extension CGSize {
    /// The sum of two sizes (offsets), for `pan + gesturePan`.
    static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
}
