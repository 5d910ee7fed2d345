import Flipbook

/// The Assignment I screen: the title, the chosen theme's cards (face up, tap to turn) in a
/// grid, and theme buttons, each an icon above a caption, captions on one baseline.
public struct AssignmentOneView: View {
    /// The themes the buttons offer: a caption, an SF-Symbol-style icon and emojis.
    public struct ThemeChoice: Sendable {
        public let caption: String
        public let icon: String
        public let emojis: [String]

        /// Creates a choice.
        public init(caption: String, icon: String, emojis: [String]) {
            self.caption = caption
            self.icon = icon
            self.emojis = emojis
        }
    }

    /// The cards on screen: an emoji each and whether it is face up.
    public let cards: [(id: Int, emoji: String, isFaceUp: Bool)]
    public let choices: [ThemeChoice]
    /// Runs when a theme button is tapped, with its index.
    public let choose: (Int) -> Void
    /// Runs when a card is tapped, with its id.
    public let turn: (Int) -> Void
    @Environment(\.colorScheme) private var colorScheme

    /// Creates the screen.
    public init(cards: [(id: Int, emoji: String, isFaceUp: Bool)], choices: [ThemeChoice],
                choose: @escaping (Int) -> Void, turn: @escaping (Int) -> Void) {
        self.cards = cards
        self.choices = choices
        self.choose = choose
        self.turn = turn
    }

    public var body: some View {
        VStack {
            Text("Memorize!").font(.largeTitle).foregroundColor(colorScheme.text)
            AspectVGrid(cards.enumerated().map { IdentifiedCard($1, index: $0 + 1) }, aspectRatio: 2.0 / 3.0) { card in
                CardView(content: card.emoji, isFaceUp: card.isFaceUp, isMatched: false, bonusRemaining: 0)
                    .id(card.emoji + String(card.id))
                    .padding(4)
                    .onTapGesture { turn(card.id) }
                    .touchTarget("card", index: card.index)
            }
            .foregroundColor(.red)
            HStack(alignment: .bottom, spacing: 40) {
                ForEach(0..<choices.count) { index in
                    themeButton(choices[index], index: index)
                }
            }
            .foregroundColor(colorScheme.accent)
        }
        .padding()
        .background(colorScheme.background)
    }

    private func themeButton(_ choice: ThemeChoice, index: Int) -> some View {
        VStack(spacing: 4) {
            Image(systemName: choice.icon).font(.system(size: 32))
            Text(choice.caption).font(.caption)
        }
        .contentShape(Rectangle())
        .onTapGesture { choose(index) }
        .touchTarget(TargetName("button", label: choice.caption))
    }

    private struct IdentifiedCard: Identifiable {
        let id: Int, emoji: String, isFaceUp: Bool, index: Int
        init(_ card: (id: Int, emoji: String, isFaceUp: Bool), index: Int) {
            (id, emoji, isFaceUp, self.index) = (card.id, card.emoji, card.isFaceUp, index)
        }
    }
}
