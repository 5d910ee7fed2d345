import Flipbook

/// A row of cards dealt face down; a tap turns one over (or back) in 0.6 s. Each card is
/// named `card N` (1-based) for touch scripts.
public struct CardRow: View {
    /// The cards' emoji, left to right.
    public var emojis: [String]
    @State private var faceUp: Set<Int> = []

    /// A row of `emojis`, all face down.
    public init(_ emojis: [String]) {
        self.emojis = emojis
    }

    public var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<emojis.count) { index in
                CardView(emojis[index], isFaceUp: faceUp.contains(index))
                    .frame(width: 64, height: 96)
                    .touchTarget("card", index: index + 1)
                    .onTapGesture { turn(index) }
            }
        }
    }

    private func turn(_ index: Int) {
        withAnimation(.easeInOut(duration: 0.6)) { faceUp.formSymmetricDifference([index]) }
    }
}
