import Flipbook

/// A game-over screen as a student writes it: the board blurred and drained of colour behind a
/// frosted panel with the score.
public struct GameOverOverlay: View {
    let isOver: Bool

    public init(isOver: Bool) { self.isOver = isOver }

    public var body: some View {
        ZStack {
            HStack(spacing: 0) {
                Color.red
                Color.green
                Color.blue
            }
            .blur(radius: isOver ? 6 : 0)
            .grayscale(isOver ? 1 : 0)
            if isOver {
                Text("Game over")
                    .font(.title)
                    .padding()
                    .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
            }
        }
        .frame(width: 240, height: 120)
    }
}

/// Cards behind a toolbar of the `.bar` material, and a matched card faded by saturation.
public struct MaterialSampler: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Text("Memorize")
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
                .background(.bar)
            HStack {
                RoundedRectangle(cornerRadius: 8).fill(.orange)
                RoundedRectangle(cornerRadius: 8).fill(.orange).saturation(0.2)
                Circle().fill(.ultraThinMaterial)
            }
            .padding()
        }
        .frame(width: 240, height: 120)
    }
}
