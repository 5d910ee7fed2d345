import Flipbook

/// The Set screen of Assignment IV: the score and the Sets on the table, the cards in an
/// `AspectVGrid` at 2:3, a sloppy deck of face-down cards that deals three at a touch, the
/// discard pile with the last discarded card on top, and the New Game, Shuffle and Hint buttons.
public struct SetGameView: View {
    public let game: ShapeSetGame
    public let appearance: Appearance

    /// Creates the screen.
    public init(game: ShapeSetGame, appearance: Appearance) {
        self.game = game
        self.appearance = appearance
    }

    public var body: some View {
        VStack(spacing: 10) {
            header
            AspectVGrid(game.table, aspectRatio: Layout.aspectRatio) { card in
                if game.isShown(card) { tableCard(card) } else { Color.clear }
            }
            HStack(alignment: .bottom) {
                deck
                Spacer()
                buttons
                Spacer()
                discardPile
            }
        }
        .padding()
        .background(appearance.background)
    }

    /// A card on the table: it pops when it is part of a selected match and shakes when it is
    /// part of a selected mismatch.
    private func tableCard(_ card: ShapeSetGame.Card) -> some View {
        let highlight = game.highlight(of: card)
        return game.cardView(of: card)
            .modifier(SetCardFlip(isFaceUp: true))
            .id(card.id)
            .scaleEffect(highlight == .matched ? 1.08 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.35), value: highlight == .matched)
            .modifier(Shake(phase: highlight == .mismatched ? 1 : 0))
            .animation(.linear(duration: 0.5), value: highlight == .mismatched)
            .padding(Layout.cardPadding)
            .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { game.choose(card) } }
            .touchTarget("card", index: game.tableNumber(of: card))
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Set").font(.title).foregroundColor(appearance.text)
                Spacer()
                Text("Score: \(game.score)").font(.headline).foregroundColor(appearance.text)
            }
            HStack {
                Text(status).font(.caption).foregroundColor(appearance.secondaryText)
                Spacer()
                Text("\(game.deck.count) in the deck").font(.caption).foregroundColor(appearance.secondaryText)
            }
        }
    }

    private var status: String {
        if game.isOver { return "Game over" }
        if game.hintFoundNothing { return "No Set on the table: deal 3 more" }
        return game.setsOnTable == 1 ? "1 Set on the table" : "\(game.setsOnTable) Sets on the table"
    }

    private var buttons: some View {
        VStack(spacing: 8) {
            Button("New Game") {
                withAnimation(.easeInOut(duration: 0.6)) { game.newGame() }
                after(0.6) { [game] in Self.dealCardsOnTheirWay(game) }
            }
            HStack(spacing: 16) {
                Button("Shuffle") { withAnimation(.easeInOut(duration: 0.75)) { game.shuffle() } }
                Button("Hint") { withAnimation(.easeInOut(duration: 0.3)) { game.showHint() } }
            }
        }
        .font(.system(size: 18, weight: .semibold))
        .foregroundColor(appearance.accent)
    }

    /// The undealt cards face down, each a little askew, the next to deal on top.
    private var deck: some View {
        ZStack {
            // The top of the deck is enough: the cards below are hidden and only these deal next.
            ForEach(Array(game.deck.prefix(Layout.visibleDeckCards).reversed()) + Array(game.cardsOnTheirWay.reversed())) { card in
                game.cardView(of: card).modifier(SetCardFlip(isFaceUp: false)).id(card.id)
                    .rotationEffect(.degrees(Double(card.id % 7) - 3))
            }
        }
        .frame(width: Layout.pileWidth, height: Layout.pileWidth / Layout.aspectRatio)
        .contentShape(Rectangle())
        .onTapGesture { dealThree() }
        .touchTarget(TargetName("deck"))
    }

    /// Three more cards: a selected match flies to the discard pile first, and the new cards
    /// follow from the deck a moment later, one after another.
    private func dealThree() {
        let discarding = game.selectionIsMatch == true
        withAnimation(.easeInOut(duration: 0.75)) { game.dealThreeMore() }
        after(discarding ? 0.5 : 0) { [game] in Self.dealCardsOnTheirWay(game) }
    }

    /// The cards on their way fly from the deck to their places one after another, flipping
    /// face up on the way.
    private static func dealCardsOnTheirWay(_ game: ShapeSetGame) {
        for (index, card) in game.cardsOnTheirWay.enumerated() {
            withAnimation(.easeInOut(duration: 0.75).delay(Double(index) * 0.15)) { game.reveal(card) }
        }
    }

    private var discardPile: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).strokeBorder(appearance.secondaryText, lineWidth: 1)
            ForEach(game.discardPile) { card in
                game.cardView(of: card, highlight: SetCardView.Highlight.none).modifier(SetCardFlip(isFaceUp: true)).id(card.id)
            }
        }
        .frame(width: Layout.pileWidth, height: Layout.pileWidth / Layout.aspectRatio)
        .touchTarget(TargetName("discard"))
    }

    private enum Layout {
        static let aspectRatio = 2.0 / 3.0
        static let cardPadding = 3.0
        static let pileWidth = 60.0
        static let visibleDeckCards = 6
    }
}
