import Flipbook

/// The lecture's `Cardify`: turns any view into a card that flips in perspective about its
/// vertical axis. `rotation` is the animatable data, so the body is rebuilt every frame of a
/// flip: the front (white, with a border in the foreground colour, the content on it) shows
/// while `rotation < 90`, the back (filled with the foreground colour) after, with no
/// cross-fade. The content is always there, at opacity 1 or 0, so it can start a spin while
/// the card is face down.
public struct Cardify: ViewModifier, Animatable {
    /// Degrees about the vertical axis: 0 face up, 180 face down.
    public var rotation: Double

    /// A card face up (rotation 0) or face down (180).
    public init(isFaceUp: Bool) { rotation = isFaceUp ? 0 : 180 }

    /// A card turned `rotation` degrees.
    public init(rotation: Double) { self.rotation = rotation }

    nonisolated public var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    public func body(content: Content) -> some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: Constants.cornerRadius)
            if rotation < 90 {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: Constants.lineWidth)
            } else {
                shape.fill()
            }
            content.opacity(rotation < 90 ? 1 : 0)
        }
        .rotation3DEffect(Angle.degrees(rotation), axis: (0, 1, 0))
    }

    private enum Constants {
        static let cornerRadius = 10.0
        static let lineWidth = 3.0
    }
}

extension View {
    /// Makes the view a card, face up or face down, as the lecture's `cardify(isFaceUp:)`.
    public func cardify(isFaceUp: Bool) -> some View { modifier(Cardify(isFaceUp: isFaceUp)) }
}
