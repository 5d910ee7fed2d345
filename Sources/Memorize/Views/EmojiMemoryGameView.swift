import Flipbook

/// The game screen of Assignment II and lecture 6: the theme's name and the score, the cards in
/// an `AspectVGrid` at 2:3, a deck of undealt cards that deals them one after another, and the
/// Shuffle and New Game buttons. Which cards were dealt, and which matched cards have left
/// the table, is the screen's own state, as in the lecture.
public struct EmojiMemoryGameView: View {
    public typealias Card = EmojiMemoryGame.Card

    /// The view model.
    public var game: EmojiMemoryGame
    @State private var dealt: Set<Card.ID>
    /// Matched cards that have left the table: they stay face up in the model, somersaulting,
    /// until the player chooses another card; then they leave (scaled away).
    @State private var departed = Set<Card.ID>()
    /// Whether the header shows the theme's name (not when a navigation bar does).
    private let showsThemeName: Bool
    /// Whether the cards are dealt from the deck as soon as the screen shows.
    private let dealsOnAppear: Bool
    @Environment(\.colorScheme) private var colorScheme

    /// Creates the screen; with `startsDealt`, every card is on the table from the start (a
    /// board rendered without the deal, or a game shown again), matched cards already gone,
    /// otherwise on the deck until it is tapped (or, with `dealsOnAppear`, dealt from it as
    /// soon as the screen shows). Without `showsThemeName`, the header shows only the score (a
    /// navigation bar shows the name).
    public init(game: EmojiMemoryGame, startsDealt: Bool = false, dealsOnAppear: Bool = false, showsThemeName: Bool = true) {
        self.game = game
        self.showsThemeName = showsThemeName
        self.dealsOnAppear = dealsOnAppear
        _dealt = State(initialValue: startsDealt ? Set(game.cards.map(\.id)) : [])
        _departed = State(initialValue: startsDealt ? Set(game.cards.filter(\.isMatched).map(\.id)) : [])
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
        }
        .padding()
        .background(colorScheme.background)
        .onAppear { if dealsOnAppear { deal() } }
    }

    private var header: some View {
        HStack {
            if showsThemeName { Text(game.themeName).font(.title).foregroundColor(colorScheme.text) }
            Spacer()
            Text("Score: \(game.score)").font(.headline).foregroundColor(colorScheme.secondaryText)
        }
    }

    private var cards: some View {
        AspectVGrid(game.cards, aspectRatio: Layout.aspectRatio) { card in
            if isUndealt(card) || departed.contains(card.id) {
                Color.clear
            } else {
                view(of: card)
                    .padding(Layout.cardPadding)
                    .transition(.asymmetric(insertion: .identity, removal: .scale))
                    .zIndex(zIndex(of: card))
                    .onTapGesture { choose(card) }
                    .touchTarget("card", index: game.displayNumber(of: card))
            }
        }
        .foregroundStyle(game.style)
    }

    private func view(of card: Card) -> some View {
        CardView(card)
            .id(card.id)
    }

    /// The undealt cards, face down in a pile; a tap deals them.
    private var deck: some View {
        ZStack {
            ForEach(game.cards.filter(isUndealt)) { card in
                view(of: card).zIndex(zIndex(of: card))
            }
        }
        .frame(width: Layout.deckWidth, height: Layout.deckWidth / Layout.aspectRatio)
        .foregroundStyle(game.style)
        .contentShape(Rectangle())
        .onTapGesture { deal() }
        .touchTarget(TargetName("deck"))
    }

    private func isUndealt(_ card: Card) -> Bool { !dealt.contains(card.id) }

    /// Turns `card` face up; matched cards chosen before leave the table. A card the rules do
    /// not let the player choose (face up, matched) changes nothing, as in the lecture.
    private func choose(_ card: Card) {
        guard game.canChoose(card) else { return }
        withAnimation(.easeInOut(duration: Timing.flip)) {
            departed.formUnion(game.cards.filter { $0.isMatched && $0.id != card.id }.map(\.id))
            game.choose(card)
        }
    }

    /// The cards gather on the deck, then the new game's cards are dealt from it.
    private func newGame() {
        withAnimation(.easeInOut(duration: Timing.newGame)) {
            game.newGame()
            dealt = []
            departed = []
        }
        after(Timing.newGame) { deal() }
    }

    /// Deals every undealt card, one after another, each flying from the deck to its place.
    private func deal() {
        for (index, card) in game.cards.enumerated() where isUndealt(card) {
            let delay = Double(index) * (Timing.totalDeal / Double(game.cards.count))
            withAnimation(.easeInOut(duration: Timing.deal).delay(delay)) { _ = dealt.insert(card.id) }
        }
    }

    /// Earlier cards lie on top of the deck and fly first.
    private func zIndex(of card: Card) -> Double {
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
