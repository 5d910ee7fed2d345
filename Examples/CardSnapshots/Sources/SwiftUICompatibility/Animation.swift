import Flipbook

/// A card as the lectures' cards: Equatable, not Hashable.
public struct PlainCard: Identifiable, Equatable {
    public let id: Int
    public var isFaceUp = false

    public init(id: Int) { self.id = id }
}

/// A row of cards that animates when the cards change, with an Equatable value.
public struct CardRow: View {
    @State private var cards = [PlainCard(id: 1), PlainCard(id: 2)]

    public init() {}

    public var body: some View {
        HStack {
            ForEach(cards) { card in
                RoundedRectangle(cornerRadius: 10)
                    .fill(card.isFaceUp ? Color.white : Color.orange)
                    .border(Color.black, width: 2)
                    .onTapGesture { cards[cards.firstIndex(of: card)!].isFaceUp.toggle() }
            }
        }
        .animation(.easeInOut(duration: 1), value: cards)
    }
}

/// A dot that moves between two places as one view: the deck and the board.
public struct DealtDot: View {
    @Namespace private var dealing
    @State private var dealt = false

    public init() {}

    public var body: some View {
        HStack {
            VStack {
                if !dealt { dot }
                Spacer()
            }
            .frame(width: 50)
            Spacer()
            VStack {
                Spacer()
                if dealt { dot }
            }
            .frame(width: 50)
        }
        .contentShape(Rectangle())
        .onTapGesture {
            withAnimation(.linear(duration: 1)) { dealt = true }
        }
    }

    private var dot: some View {
        Circle().fill(.red).frame(width: 50, height: 50)
            .matchedGeometryEffect(id: "dot", in: dealing)
    }
}

/// A square that slides whenever its state changes, with the deprecated implicit animation.
public struct Slider2020: View {
    @State private var right = false

    public init() {}

    public var body: some View {
        Color.blue.frame(width: 20, height: 20)
            .offset(x: right ? 100 : 0)
            .animation(.linear(duration: 1))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { right = true }
    }
}
