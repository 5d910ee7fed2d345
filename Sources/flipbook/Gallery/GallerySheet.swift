import Flipbook
import SetApp

/// The gallery: every Set card (3 symbols × 3 shadings × 3 colors × counts 1–3, the whole
/// deck), Memorize cards face up, face down and with a bonus pie, and a strip of theme icons.
struct GallerySheet {
    /// The size of the sheet, in pixels.
    var size: PixelSize

    static let background = Color(hex: 0xF2F2F7)
    static let ink = Color(hex: 0x1C1C1E)

    func render() throws -> Bitmap {
        let canvas = try Canvas(width: Double(size.width), height: Double(size.height), background: Self.background)
        let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        let margin = max(4, min(bounds.width, bounds.height) * 0.02)
        let content = bounds.insetBy(dx: margin, dy: margin)
        let titleHeight = content.height * 0.035
        let setTitle = Rect(x: content.minX, y: content.minY, width: content.width, height: titleHeight)
        let setArea = Rect(x: content.minX, y: setTitle.maxY, width: content.width, height: content.height * 0.70)
        let memorizeTitle = Rect(x: content.minX, y: setArea.maxY + margin, width: content.width, height: titleHeight)
        let memorizeArea = Rect(x: content.minX, y: memorizeTitle.maxY, width: content.width,
                                height: content.maxY - memorizeTitle.maxY)
        try drawTitle("Set · the whole deck", in: setTitle, on: canvas)
        drawSetDeck(in: setArea, on: canvas)
        try drawTitle("Memorize · cards, bonus pies and theme icons", in: memorizeTitle, on: canvas)
        try drawMemorize(in: memorizeArea, on: canvas)
        return try canvas.makeBitmap()
    }

    private func drawTitle(_ title: String, in rect: Rect, on canvas: Canvas) throws {
        var style = TextStyle(font: .system(size: rect.height * 0.6, weight: .bold), color: Self.ink)
        let width = try canvas.measureText(title, style: style).width
        if width > rect.width { style.font.size *= rect.width / width }
        try canvas.drawText(title, style: style, centeredIn: rect)
    }

    /// The 81 cards in a 9×9 grid: rows are symbol × shading, columns color × count.
    private func drawSetDeck(in area: Rect, on canvas: Canvas) {
        let cells = GalleryGrid(area: area, columns: 9, rows: 9, aspectRatio: 2.0 / 3.0)
        for (row, (symbol, shading)) in product(SetCardSketch.Symbol.allCases, SymbolShading.allCases).enumerated() {
            for (column, (color, count)) in product(SetCardSketch.colors, [1, 2, 3]).enumerated() {
                let card = SetCardSketch(count: count, symbol: symbol, shading: shading, color: color)
                card.draw(in: cells.rect(column: column, row: row), on: canvas)
            }
        }
    }

    /// Cards from the lectures, then a strip of SF-Symbol-style theme icons.
    private func drawMemorize(in area: Rect, on canvas: Canvas) throws {
        let cardArea = Rect(x: area.minX, y: area.minY, width: area.width, height: area.height * 0.72)
        let cells = GalleryGrid(area: cardArea, columns: Self.cards.count, rows: 1, aspectRatio: 2.0 / 3.0)
        for (index, card) in Self.cards.enumerated() {
            try card.draw(in: cells.rect(column: index, row: 0), on: canvas)
        }
        let iconArea = Rect(x: area.minX, y: cardArea.maxY, width: area.width, height: area.maxY - cardArea.maxY)
        try drawIcons(in: iconArea, on: canvas)
    }

    private func drawIcons(in area: Rect, on canvas: Canvas) throws {
        let names = ["car", "pawprint", "leaf", "flag", "heart.fill", "star.fill", "sun.max", "moon", "globe",
                     "snowflake", "flame", "sportscourt", "fork.knife", "face.smiling"]
        let cells = GalleryGrid(area: area, columns: names.count, rows: 1, aspectRatio: 1)
        for (index, name) in names.enumerated() {
            let cell = cells.rect(column: index, row: 0)
            try canvas.drawSymbol(try SystemSymbol(systemName: name), size: cell.height * 0.7,
                                  color: Self.iconColors[index % Self.iconColors.count], centeredIn: cell)
        }
    }

    private static let iconColors: [Color] = [.orange, .blue, .green, .red, .pink, .yellow, .orange, .indigo, .teal]

    private static let cards: [MemorizeCardSketch] = [
        MemorizeCardSketch(content: "👻", isFaceUp: true, bonusRemaining: nil, color: .orange),
        MemorizeCardSketch(content: "🎃", isFaceUp: true, bonusRemaining: 0.65, color: .orange),
        MemorizeCardSketch(content: "🕷️", isFaceUp: false, bonusRemaining: nil, color: .orange),
        MemorizeCardSketch(content: "🚲", isFaceUp: true, bonusRemaining: 0.3, color: .blue),
        MemorizeCardSketch(content: "🇯🇵", isFaceUp: true, bonusRemaining: nil, color: .red),
        MemorizeCardSketch(content: "👩‍🚀", isFaceUp: true, bonusRemaining: 0.9, color: .purple),
        MemorizeCardSketch(content: "🐙", isFaceUp: false, bonusRemaining: nil, color: .teal),
    ]
}

/// Every pair of one element of `first` with one of `second`, first-major.
private func product<A, B>(_ first: [A], _ second: [B]) -> [(A, B)] {
    first.flatMap { a in second.map { b in (a, b) } }
}
