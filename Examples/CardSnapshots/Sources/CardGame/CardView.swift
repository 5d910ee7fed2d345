import Flipbook

/// A playing card: an emoji on a white (in the dark, charcoal) face with a border in the card's
/// colour, or the back filled with it.
public struct CardView: View {
    /// What the face shows.
    public var emoji: String
    /// Whether the face shows.
    public var isFaceUp: Bool
    /// The border and the back.
    public var color: Color

    /// A card face up or face down.
    public init(_ emoji: String, isFaceUp: Bool, color: Color = .purple) {
        self.emoji = emoji
        self.isFaceUp = isFaceUp
        self.color = color
    }

    public var body: some View {
        Text(emoji).font(.system(size: 56))
            .modifier(CardFlip(rotation: isFaceUp ? 0 : 180))
            .foregroundColor(color)
    }
}

/// Turns its content into a card that flips in perspective about its vertical axis, as the
/// lecture's Cardify: `rotation` is its animatable data, so a flip is drawn frame by frame,
/// the face while `rotation < 90` and the back after.
struct CardFlip: ViewModifier, Animatable {
    /// Degrees: 0 face up, 180 face down.
    var rotation: Double
    @Environment(\.colorScheme) private var colorScheme

    nonisolated var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 12)
            if rotation < 90 {
                shape.fill(colorScheme == .dark ? Color(hex: 0x1C1C1E) : .white)
                shape.strokeBorder(lineWidth: 3)
            } else {
                shape.fill()
            }
            content.opacity(rotation < 90 ? 1 : 0)
        }
        .rotation3DEffect(.degrees(rotation), axis: (0, 1, 0))
    }
}
