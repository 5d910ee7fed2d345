import Flipbook

/// One Memorize card, as lecture 6 draws it: the emoji on a card made by `Cardify`, a bonus
/// pie counting down behind it at half opacity (gone once the card is matched), and a
/// somersault when the card is matched.
/// The card's back and border take the foreground style (the theme's colour or gradient).
public struct CardView: View {
    /// What the card shows.
    public let content: String
    public let isFaceUp: Bool
    public let isMatched: Bool
    /// The share of bonus time left, 0...1.
    public let bonusRemaining: Double

    /// Creates a card view.
    public init(content: String, isFaceUp: Bool, isMatched: Bool, bonusRemaining: Double) {
        self.content = content
        self.isFaceUp = isFaceUp
        self.isMatched = isMatched
        self.bonusRemaining = bonusRemaining
    }

    public var body: some View {
        GeometryReader { geometry in
            ZStack {
                Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - bonusRemaining) * 360 - 90))
                    .padding(Constants.piePadding)
                    .opacity(isMatched ? 0 : Constants.pieOpacity)
                Text(content)
                    .rotationEffect(.degrees(isMatched ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isMatched)
                    .font(.system(size: Constants.fontScale * min(geometry.size.width, geometry.size.height)))
            }
            .frame(width: geometry.size.width, height: geometry.size.height)
            .cardify(isFaceUp: isFaceUp)
        }
    }

    private enum Constants {
        static let fontScale = 0.6
        static let piePadding = 5.0
        static let pieOpacity = 0.5
    }
}
