import Flipbook
import Foundation
import Testing
import TestSupport

private struct Cardify: ViewModifier, Animatable {
    var rotation: Double
    init(isFaceUp: Bool) { rotation = isFaceUp ? 0 : 180 }
    var animatableData: Double {
        get { rotation }
        set { rotation = newValue }
    }
    func body(content: Content) -> some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 10)
            if rotation < 90 {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: 3)
            } else {
                shape.fill()
            }
            content.opacity(rotation < 90 ? 1 : 0)
        }
        .rotation3DEffect(Angle.degrees(rotation), axis: (0, 1, 0))
    }
}

private struct Card: Identifiable {
    let id: Int
    let content: String
    let isFaceUp: Bool
}

private struct Board: View {
    let cards: [Card]
    var body: some View {
        VStack {
            Text("Memorize!").font(.system(size: 28, weight: .bold))
            AspectVGrid(cards, aspectRatio: 2.0 / 3.0) { card in
                Text(card.content).font(.system(size: 40))
                    .modifier(Cardify(isFaceUp: card.isFaceUp))
                    .padding(4)
            }
            .foregroundColor(.orange)
            HStack {
                Button("Shuffle") {}
                Spacer()
                Image(systemName: "star.fill")
            }
        }
        .padding()
    }
}

@Suite("Views: layout and drawing")
struct ViewRenderingTests {
    @Test func boardRenders() throws {
        let emojis = ["👻", "🎃", "🕷️", "😈", "💀", "🕸️"]
        let cards = (0..<12).map { Card(id: $0, content: emojis[$0 % 6], isFaceUp: $0 % 3 != 0) }
        let bitmap = try ImageRenderer(content: Board(cards: cards), size: Size(width: 390, height: 500)).render()
        try bitmap.writePNG(to: URL(fileURLWithPath: "/tmp/board.png"))
        #expect(bitmap.width == 390)
    }
}
