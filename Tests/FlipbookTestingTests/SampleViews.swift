import Flipbook

/// A card that turns in perspective about its vertical axis, as the lecture's Cardify: the
/// front while `rotation < 90`, the back after. The tests' own view, built on the public API.
struct Flip: ViewModifier, Animatable {
    /// Degrees: 0 face up, 180 face down.
    var rotation: Double
    @Environment(\.colorScheme) private var colorScheme

    nonisolated var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }

    func body(content: Content) -> some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 10)
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

/// One card: an emoji on a face that takes the colour scheme, or the back in `color`.
struct CardView: View {
    var emoji: String
    var isFaceUp: Bool
    var color: Color = .orange

    var body: some View {
        Text(emoji).font(.system(size: 44))
            .modifier(Flip(rotation: isFaceUp ? 0 : 180))
            .foregroundColor(color)
    }
}

/// Two cards face down; a tap on one flips it over one second, linearly.
struct CardTable: View {
    var emojis = ["👻", "🎃"]
    var color: Color = .orange
    @State private var faceUp: Set<Int> = []

    var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<emojis.count) { index in
                CardView(emoji: emojis[index], isFaceUp: faceUp.contains(index + 1), color: color)
                    .frame(width: 60, height: 90)
                    .touchTarget("card", index: index + 1)
                    .onTapGesture { flip(index + 1) }
            }
        }
    }

    private func flip(_ card: Int) {
        withAnimation(.linear(duration: 1)) { faceUp.formSymmetricDifference([card]) }
    }
}
