import Flipbook

/// One Memorize card, as lecture 6 draws it: the emoji on a card made by `Cardify`, a bonus
/// pie counting down behind it at half opacity (gone once the card is matched), and a
/// somersault when the card is matched.
/// The card's back and border take the foreground style (the theme's colour or gradient).
///
/// While the card's bonus time runs, the pie is animated down to nothing as the lecture does
/// (`startBonusTimeAnimation`): the views do not read the clock frame by frame, so a table
/// whose pies shrink is laid out once and only interpolated.
public struct CardView: View {
    /// What the card shows.
    public let content: String
    public let isFaceUp: Bool
    public let isMatched: Bool
    /// The card of a game, whose bonus time the pie shows; `nil` for a pie that stands still.
    private let card: EmojiMemoryGame.Card?
    /// The share of bonus time the pie shows when it stands still, 0...1.
    private let stillBonusRemaining: Double

    @Environment(\.clockTime) private var now
    @State private var animatedBonusRemaining: Double = 0

    /// The card of a game, its pie showing the card's bonus time (running down while the
    /// card's bonus clock runs).
    public init(_ card: EmojiMemoryGame.Card) {
        self.content = card.content
        self.isFaceUp = card.isFaceUp
        self.isMatched = card.isMatched
        self.card = card
        self.stillBonusRemaining = card.bonusRemainingAtLastChange
    }

    /// A card whose pie stands still at `bonusRemaining`, the share of bonus time left (0...1).
    public init(content: String, isFaceUp: Bool, isMatched: Bool, bonusRemaining: Double) {
        self.content = content
        self.isFaceUp = isFaceUp
        self.isMatched = isMatched
        self.card = nil
        self.stillBonusRemaining = bonusRemaining
    }

    public var body: some View {
        GeometryReader { geometry in
            ZStack {
                bonusPie
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

    /// The pie: animated down while the bonus clock runs, otherwise standing still. It stays
    /// one view (not the lecture's `if`/`else` of two pies), so the pie that stands still does
    /// not linger on screen as a leaving view while the card flips.
    private var bonusPie: some View {
        Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - bonusRemaining) * 360 - 90))
            .onChange(of: isUsingBonusTime, initial: true) { _, isUsing in
                if isUsing { startBonusTimeAnimation() }
            }
    }

    private var isUsingBonusTime: Bool { card?.isUsingBonusTime ?? false }
    private var bonusRemaining: Double { isUsingBonusTime ? animatedBonusRemaining : stillBonusRemaining }

    /// The lecture's animation: from the share left now down to none, as long as the time left.
    private func startBonusTimeAnimation() {
        guard let card else { return }
        animatedBonusRemaining = card.bonusRemaining(at: now)
        withAnimation(.linear(duration: card.bonusTimeRemaining(at: now))) {
            animatedBonusRemaining = 0
        }
    }

    private enum Constants {
        static let fontScale = 0.6
        static let piePadding = 5.0
        static let pieOpacity = 0.5
    }
}
