import Flipbook

/// The game screen of Assignment II and lecture 6: the theme's name and the score, the cards in
/// an `AspectVGrid` at 2:3, a deck of undealt cards that deals them one after another, and the
/// Shuffle and New Game buttons.
public struct EmojiMemoryGameView: View {
    /// The view model.
    public let game: EmojiMemoryGame
    /// Light or dark.
    public let appearance: Appearance

    /// Creates the screen.
    public init(game: EmojiMemoryGame, appearance: Appearance) {
        self.game = game
        self.appearance = appearance
    }

    public var body: some View {
        VStack {
            header
            cards
            HStack {
                deck
                Spacer()
                Button("Shuffle") { withAnimation(.easeInOut(duration: Timing.shuffle)) { game.shuffle() } }
                Button("New Game") { newGame() }
            }
            .font(.system(size: 20, weight: .semibold))
            .foregroundColor(appearance.accent)
        }
        .padding()
        .background(appearance.background)
    }

    private var header: some View {
        HStack {
            Text(game.themeName).font(.title).foregroundColor(appearance.text)
            Spacer()
            Text("Score: \(game.score)").font(.headline).foregroundColor(appearance.secondaryText)
        }
    }

    private var cards: some View {
        AspectVGrid(game.cards, aspectRatio: Layout.aspectRatio) { card in
            if game.isUndealt(card) || game.hasLeft(card) {
                Color.clear
            } else {
                view(of: card)
                    .padding(Layout.cardPadding)
                    .transition(.asymmetric(insertion: .identity, removal: .scale))
                    .zIndex(zIndex(of: card))
                    .onTapGesture { withAnimation(.easeInOut(duration: Timing.flip)) { game.choose(card) } }
                    .touchTarget("card", index: game.displayNumber(of: card))
            }
        }
        .foregroundStyle(game.style)
    }

    private func view(of card: EmojiMemoryGame.Card) -> some View {
        CardView(content: card.content, isFaceUp: card.isFaceUp, isMatched: card.isMatched,
                 bonusRemaining: game.bonusRemaining(of: card))
            .id(card.id)
    }

    /// The undealt cards, face down in a pile; a tap deals them.
    private var deck: some View {
        ZStack {
            ForEach(game.cards.filter(game.isUndealt)) { card in
                view(of: card).zIndex(zIndex(of: card))
            }
        }
        .frame(width: Layout.deckWidth, height: Layout.deckWidth / Layout.aspectRatio)
        .foregroundStyle(game.style)
        .contentShape(Rectangle())
        .onTapGesture { dealAll() }
        .touchTarget(TargetName("deck"))
    }

    /// The cards gather on the deck, then the new game's cards are dealt from it.
    private func newGame() {
        withAnimation(.easeInOut(duration: Timing.newGame)) { game.newGame() }
        after(Timing.newGame) { [game] in Self.deal(game) }
    }

    /// Deals every undealt card, one after another, each flying from the deck to its place.
    private func dealAll() { Self.deal(game) }

    private static func deal(_ game: EmojiMemoryGame) {
        for (index, card) in game.cards.enumerated() where game.isUndealt(card) {
            let delay = Double(index) * (Timing.totalDeal / Double(game.cards.count))
            withAnimation(.easeInOut(duration: Timing.deal).delay(delay)) { game.deal(card) }
        }
    }

    /// Earlier cards lie on top of the deck and fly first.
    private func zIndex(of card: EmojiMemoryGame.Card) -> Double {
        -Double(game.cards.firstIndex { $0.id == card.id } ?? 0)
    }

    private enum Layout {
        static let aspectRatio = 2.0 / 3.0
        static let cardPadding = 4.0
        static let deckWidth = 60.0
    }

    private enum Timing {
        static let flip = 0.75
        static let deal = 0.5
        static let totalDeal = 2.0
        static let shuffle = 0.75
        static let newGame = 0.5
    }
}
