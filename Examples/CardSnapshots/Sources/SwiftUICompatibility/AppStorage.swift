import Flipbook

/// A game that remembers its best score from one launch to the next with `@AppStorage`, as a
/// course student keeps a setting: the best score shows as an orange bar, 20 points a point.
public struct HighScoreGame: View {
    @AppStorage("highScore") var highScore = 0
    @State private var score = 0

    private let pointWidth: CGFloat = 20

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Score: \(score)")
            Rectangle()
                .fill(.orange)
                .frame(width: CGFloat(highScore) * pointWidth, height: 20)
            Button("Score") {
                score += 1
                if score > highScore {
                    withAnimation(.linear(duration: 1)) { highScore = score }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
