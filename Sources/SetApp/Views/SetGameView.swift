import Flipbook

/// The Set screen of Assignment IV: the score and the Sets on the table, the cards in an
/// `AspectVGrid` at 2:3, a sloppy deck of face-down cards that deals three at a touch, the
/// discard pile with the last discarded card on top, and the New Game, Shuffle and Hint buttons.
/// The hint on screen and the cards still on their way from the deck are the screen's own state.
public struct SetGameView: View {
    public typealias Card = ShapeSetGame.Card

    /// The view model.
    public var game: ShapeSetGame
    /// Table cards shown on the table; the others are still on their way from the deck, drawn
    /// on it until they are dealt one after another.
    @State private var shown: Set<Card.ID>
    /// The cards of a Set the hint is showing.
    @State private var hinted: [Card.ID] = []
    /// Whether the last hint found no Set.
    @State private var hintFoundNothing = false
    /// Cards of the last game that were on screen (table, discard pile, in flight) when New
    /// Game was pressed: they fly to the deck from wherever they are, under its top cards,
    /// until the new deal starts.
    @State private var gathering: [Card] = []
    /// Counts New Games: a deal scheduled in an earlier game is dropped when its time comes.
    @State private var gameNumber = 0
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.showsColorLabels) private var showsColorLabels

    /// Creates the screen, with the game's table dealt.
    public init(game: ShapeSetGame) {
        self.game = game
        _shown = State(initialValue: Set(game.table.map(\.id)))
    }

    public var body: some View {
        VStack(spacing: 10) {
            header
            AspectVGrid(game.table, aspectRatio: Layout.aspectRatio) { card in
                if shown.contains(card.id) { tableCard(card) } else { Color.clear }
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
        .background(colorScheme.background)
    }

    /// A card on the table: it pops when it is part of a selected match and shakes when it is
    /// part of a selected mismatch. It comes and goes without a transition of its own: the card
    /// (by its id) flies between the deck, the table and the discard pile, and a fade of the
    /// table's place around it would dim it on the way.
    private func tableCard(_ card: Card) -> some View {
        let highlight = game.highlight(of: card, hinted: hinted)
        return cardView(of: card, highlight: highlight)
            .modifier(SetCardFlip(isFaceUp: true))
            .id(card.id)
            .scaleEffect(highlight == .matched ? 1.08 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.35), value: highlight == .matched)
            .modifier(Shake(phase: highlight == .mismatched ? 1 : 0))
            .animation(.linear(duration: 0.5), value: highlight == .mismatched)
            // On the node that comes and goes in the grid's cell (the cell itself stays).
            .transition(.identity)
            .padding(Layout.cardPadding)
            .onTapGesture { choose(card) }
            .touchTarget("card", index: game.tableNumber(of: card))
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Set").font(.title).foregroundColor(colorScheme.text)
                Spacer()
                Text("Score: \(game.score)").font(.headline).foregroundColor(colorScheme.text)
            }
            HStack {
                Text(status).font(.caption).foregroundColor(colorScheme.secondaryText)
                Spacer()
                Text("\(game.deck.count) in the deck").font(.caption).foregroundColor(colorScheme.secondaryText)
            }
        }
    }

    private var status: String {
        if game.isOver { return "Game over" }
        if hintFoundNothing { return "No Set on the table: deal 3 more" }
        return game.setsOnTable == 1 ? "1 Set on the table" : "\(game.setsOnTable) Sets on the table"
    }

    private var buttons: some View {
        VStack(spacing: 8) {
            Button("New Game") { newGame() }
            HStack(spacing: 16) {
                Button("Shuffle") { withAnimation(.easeInOut(duration: 0.75)) { game.shuffle() } }
                Button("Hint") { withAnimation(.easeInOut(duration: 0.3)) { showHint() } }
            }
        }
        .font(.system(size: 18, weight: .semibold))
    }

    /// The undealt cards face down, each a little askew, the next to deal on top.
    private var deck: some View {
        ZStack {
            // The top of the deck is enough: the cards below are hidden and only these deal next.
            ForEach(gathering + Array(game.deck.prefix(Layout.visibleDeckCards).reversed()) + Array(cardsOnTheirWay.reversed())) { card in
                cardView(of: card).modifier(SetCardFlip(isFaceUp: false)).id(card.id)
                    .rotationEffect(.degrees(Double(card.id % 7) - 3))
            }
        }
        .frame(width: Layout.pileWidth, height: Layout.pileWidth / Layout.aspectRatio)
        .contentShape(Rectangle())
        .onTapGesture { dealThree() }
        .touchTarget(TargetName("deck"))
    }

    /// Table cards still drawn on the deck, the next to fly first.
    private var cardsOnTheirWay: [Card] { game.table.filter { !shown.contains($0.id) } }

    /// A card's face, built again only when it changes: the piles hold many cards that do not.
    private func cardView(of card: Card, highlight: SetCardView.Highlight = .none) -> some View {
        game.cardView(of: card, highlight: highlight, colorLabel: showsColorLabels).equatable()
    }

    private func choose(_ card: Card) {
        withAnimation(.easeInOut(duration: 0.5)) {
            hinted = []
            game.choose(card)
        }
    }

    /// Shows a Set on the table, or says there is none.
    private func showHint() {
        hinted = game.hint()
        hintFoundNothing = hinted.isEmpty
    }

    /// The table and the discard pile gather on the deck, each card from where it is on screen
    /// (a flight in progress goes on from there), then the new game's cards are dealt from it.
    private func newGame() {
        let leaving = game.table + game.discardPile
        gameNumber += 1
        let number = gameNumber
        withAnimation(.easeInOut(duration: Timing.gather)) {
            game.newGame()
            shown = []
            let onTheDeck = Set((game.deck.prefix(Layout.visibleDeckCards) + cardsOnTheirWay).map(\.id))
            gathering = leaving.filter { !onTheDeck.contains($0.id) }
            hinted = []
            hintFoundNothing = false
        }
        after(Timing.gather) {
            guard number == gameNumber else { return }
            gathering = []
            dealCardsOnTheirWay()
        }
    }

    /// Three more cards: a selected match flies to the discard pile first, and the new cards
    /// follow from the deck a moment later, one after another.
    private func dealThree() {
        let discarding = game.selectionIsMatch == true
        withAnimation(.easeInOut(duration: 0.75)) {
            hinted = []
            game.dealThreeMore()
        }
        let number = gameNumber
        after(discarding ? 0.5 : 0) { if number == gameNumber { dealCardsOnTheirWay() } }
    }

    /// The cards on their way fly from the deck to their places one after another, flipping
    /// face up on the way.
    private func dealCardsOnTheirWay() {
        for (index, card) in cardsOnTheirWay.enumerated() {
            withAnimation(.easeInOut(duration: 0.75).delay(Double(index) * 0.15)) { _ = shown.insert(card.id) }
        }
    }

    private var discardPile: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).strokeBorder(colorScheme.secondaryText, lineWidth: 1)
            ForEach(game.discardPile) { card in
                cardView(of: card).modifier(SetCardFlip(isFaceUp: true)).id(card.id)
            }
        }
        .frame(width: Layout.pileWidth, height: Layout.pileWidth / Layout.aspectRatio)
        .touchTarget(TargetName("discard"))
    }

    private enum Timing {
        /// How long the last game's cards take to gather on the deck after New Game, in seconds.
        static let gather = 0.6
    }

    private enum Layout {
        static let aspectRatio = 2.0 / 3.0
        static let cardPadding = 3.0
        static let pileWidth = 60.0
        static let visibleDeckCards = 6
    }
}
