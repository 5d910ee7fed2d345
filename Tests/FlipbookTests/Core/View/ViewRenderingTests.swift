import Flipbook
import Foundation
import Testing
import TestSupport

private struct Cardify: ViewModifier, Animatable {
    var rotation: Double
    init(isFaceUp: Bool) { rotation = isFaceUp ? 0 : 180 }
    nonisolated var animatableData: Double {
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

@MainActor
@Suite("Views: layout and drawing")
struct ViewRenderingTests {
    /// The orange pixels of a board of twelve cards, `faceDown` of them face down.
    private func orangePixels(faceDown: Set<Int>) throws -> (bitmap: Bitmap, count: Int) {
        let emojis = ["👻", "🎃", "🕷️", "😈", "💀", "🕸️"]
        let cards = (0..<12).map { Card(id: $0, content: emojis[$0 % 6], isFaceUp: !faceDown.contains($0)) }
        let bitmap = try ImageRenderer(content: Board(cards: cards), size: CGSize(width: 390, height: 500)).render()
        return (bitmap, bitmap.count { isClose($0, [255, 149, 0, 255], tolerance: 8) })
    }

    /// Twelve cards in the grid: each face-down card is a solid orange back of the same size,
    /// each face-up card an orange border; the title is drawn above them.
    @Test func boardRenders() throws {
        let (allUp, up) = try orangePixels(faceDown: [])
        let (_, mixed) = try orangePixels(faceDown: [0, 3, 6, 9])
        let (_, down) = try orangePixels(faceDown: Set(0..<12))
        #expect(allUp.width == 390 && allUp.height == 500)
        #expect(up > 1_000, "every face-up card has an orange border: \(up)")
        #expect(down > up * 3, "face-down cards are solid orange: \(down) against \(up)")
        let share = Double(mixed - up) / Double(down - up)
        #expect(abs(share - 4.0 / 12.0) < 0.03, "four of twelve cards face down cover a third of the backs' orange: \(share)")
        let title = (0..<60).flatMap { y in (0..<390).map { allUp.bytes(x: $0, y: y) } }.filter { $0[0] < 100 }.count
        #expect(title > 150, "the title is drawn in dark pixels at the top: \(title)")
    }
}
