import Flipbook
import SetApp

/// One Set card drawn straight onto a canvas: a white rounded card of aspect 2:3 with one to
/// three symbols of aspect 2:1 stacked in its middle. (The game's own card view arrives with
/// the Set app; the gallery needs only the look.)
struct SetCardSketch {
    /// The three Set symbol shapes, in the order the gallery shows them.
    enum Symbol: CaseIterable {
        case diamond, squiggle, oval

        var shape: any Shape {
            switch self {
            case .diamond: Diamond()
            case .squiggle: Squiggle()
            case .oval: Oval()
            }
        }
    }

    /// The three classic Set colors.
    static let colors: [Color] = [.red, .green, .purple]

    var count: Int
    var symbol: Symbol
    var shading: SymbolShading
    var color: Color

    func draw(in rect: Rect, on canvas: Canvas) {
        let card = RoundedRectangle(cornerRadius: rect.width * 0.08).path(in: rect)
        canvas.fill(card, with: Color.white)
        canvas.stroke(card, with: Color(hex: 0xC7C7CC), lineWidth: max(1, rect.width / 60))
        for symbolRect in symbolRects(in: rect) {
            drawSymbol(symbol.shape, in: symbolRect, on: canvas)
        }
    }

    private func drawSymbol(_ shape: some Shape, in rect: Rect, on canvas: Canvas) {
        shading.draw(shape, in: rect, color: color, on: canvas)
    }

    /// The symbols' rects: 70% of the card's width, half as tall, a third of their height apart.
    private func symbolRects(in rect: Rect) -> [Rect] {
        let width = rect.width * 0.7, height = width / 2, gap = height / 3
        let total = Double(count) * height + Double(count - 1) * gap
        let top = rect.midY - total / 2
        return (0..<count).map { index in
            Rect(x: rect.midX - width / 2, y: top + Double(index) * (height + gap), width: width, height: height)
        }
    }
}
