import Flipbook
import Memorize

/// One Memorize card drawn straight onto a canvas, with the lecture's look: face up, a white
/// card with a border in the theme color, the bonus pie at half opacity behind the emoji; face
/// down, the card filled with the theme color.
struct MemorizeCardSketch {
    var content: String
    var isFaceUp: Bool
    /// The bonus time left, 0...1; `nil` draws no pie.
    var bonusRemaining: Double?
    var color: Color

    func draw(in rect: Rect, on canvas: Canvas) throws {
        let card = RoundedRectangle(cornerRadius: rect.width * 0.1).path(in: rect)
        guard isFaceUp else { return canvas.fill(card, with: color) }
        canvas.fill(card, with: Color.white)
        canvas.stroke(card, with: color, lineWidth: max(2, rect.width / 40))
        let inner = rect.insetBy(dx: rect.width * 0.08, dy: rect.width * 0.08)
        if let bonusRemaining {
            let pie = Pie(startAngle: .degrees(0 - 90), endAngle: .degrees((1 - bonusRemaining) * 360 - 90))
            canvas.fill(pie.path(in: inner), with: color.opacity(0.5))
        }
        let style = TextStyle(font: .system(size: min(inner.width, inner.height) * 0.7))
        try canvas.drawText(content, style: style, centeredIn: inner)
    }
}
