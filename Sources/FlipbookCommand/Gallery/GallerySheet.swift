import Flipbook
import Memorize
import SetApp

/// The gallery: every Set card (3 symbols × 3 shadings × 3 colors × counts 1–3, the whole
/// deck), Memorize cards face up, face down and with a bonus pie, and a strip of theme icons,
/// drawn with the apps' own card views.
struct GallerySheet {
    /// The size of the sheet, in pixels.
    var size: PixelSize

    static let background = Color(hex: 0xF2F2F7)
    static let ink = Color(hex: 0x1C1C1E)

    func render() throws -> Bitmap {
        let bounds = CGSize(width: Double(size.width), height: Double(size.height))
        return try ImageRenderer(content: GalleryView(size: bounds), size: bounds, background: Self.background).render()
    }
}

/// The gallery's content, at the sheet's size: titles, the Set deck in a 9×9 grid, a row of
/// Memorize cards and a row of icons, each placed by `GalleryGrid`.
struct GalleryView: View {
    let size: CGSize

    var body: some View {
        let areas = GalleryAreas(size: size)
        ZStack(alignment: .topLeading) {
            title("Set · the whole deck", in: areas.setTitle)
            ForEach(setCards(in: areas.setDeck)) { placed in
                placed.card.view.frame(width: placed.rect.width, height: placed.rect.height)
                    .position(x: placed.rect.midX, y: placed.rect.midY)
            }
            title("Memorize · cards, bonus pies and theme icons", in: areas.memorizeTitle)
            ForEach(memorizeCards(in: areas.memorizeCards)) { placed in
                placed.card.view.frame(width: placed.rect.width, height: placed.rect.height)
                    .position(x: placed.rect.midX, y: placed.rect.midY)
            }
            ForEach(icons(in: areas.icons)) { placed in
                Image(systemName: placed.name).font(.system(size: placed.rect.height * 0.7)).foregroundColor(placed.color)
                    .frame(width: placed.rect.width, height: placed.rect.height)
                    .position(x: placed.rect.midX, y: placed.rect.midY)
            }
        }
        .frame(width: size.width, height: size.height)
    }

    private func title(_ text: String, in rect: CGRect) -> some View {
        Text(text).font(.system(size: rect.height * 0.6, weight: .bold)).foregroundColor(GallerySheet.ink)
            .frame(width: rect.width, height: rect.height)
            .position(x: rect.midX, y: rect.midY)
    }

    /// The 81 cards: rows are symbol × shading, columns color × count.
    private func setCards(in area: CGRect) -> [Placed<GallerySetCard>] {
        let cells = GalleryGrid(area: area, columns: 9, rows: 9, aspectRatio: 2.0 / 3.0)
        return product(Array(0..<3), SymbolShading.allCases).enumerated().flatMap { row, symbolAndShading in
            product(Array(0..<3), [1, 2, 3]).enumerated().map { column, colorAndCount in
                let card = GallerySetCard(symbol: symbolAndShading.0, shading: symbolAndShading.1,
                                          color: colorAndCount.0, count: colorAndCount.1)
                return Placed(id: row * 9 + column, card: card, rect: cells.rect(column: column, row: row))
            }
        }
    }

    private func memorizeCards(in area: CGRect) -> [Placed<GalleryMemorizeCard>] {
        let cells = GalleryGrid(area: area, columns: GalleryMemorizeCard.all.count, rows: 1, aspectRatio: 2.0 / 3.0)
        return GalleryMemorizeCard.all.enumerated().map { index, card in
            Placed(id: index, card: card, rect: cells.rect(column: index, row: 0))
        }
    }

    private func icons(in area: CGRect) -> [PlacedIcon] {
        let names = ["car", "pawprint", "leaf", "flag", "heart.fill", "star.fill", "sun.max", "moon", "globe",
                     "snowflake", "flame", "sportscourt", "fork.knife", "face.smiling"]
        let colors: [Color] = [.orange, .blue, .green, .red, .pink, .yellow, .orange, .indigo, .teal]
        let cells = GalleryGrid(area: area, columns: names.count, rows: 1, aspectRatio: 1)
        return names.enumerated().map { index, name in
            PlacedIcon(id: index, name: name, color: colors[index % colors.count], rect: cells.rect(column: index, row: 0))
        }
    }
}

/// Where the gallery's parts go on a sheet of `size`.
private struct GalleryAreas {
    let setTitle, setDeck, memorizeTitle, memorizeCards, icons: CGRect

    init(size: CGSize) {
        let margin = max(4, min(size.width, size.height) * 0.02)
        let content = CGRect(x: margin, y: margin, width: max(0, size.width - 2 * margin), height: max(0, size.height - 2 * margin))
        let titleHeight = content.height * 0.035
        setTitle = CGRect(x: content.minX, y: content.minY, width: content.width, height: titleHeight)
        setDeck = CGRect(x: content.minX, y: setTitle.maxY, width: content.width, height: content.height * 0.70)
        memorizeTitle = CGRect(x: content.minX, y: setDeck.maxY + margin, width: content.width, height: titleHeight)
        let memorize = CGRect(x: content.minX, y: memorizeTitle.maxY, width: content.width,
                            height: max(0, content.maxY - memorizeTitle.maxY))
        memorizeCards = CGRect(x: memorize.minX, y: memorize.minY, width: memorize.width, height: memorize.height * 0.72)
        icons = CGRect(x: memorize.minX, y: memorizeCards.maxY, width: memorize.width, height: memorize.maxY - memorizeCards.maxY)
    }
}

/// A card of the gallery in its cell.
private struct Placed<Card>: Identifiable {
    let id: Int
    let card: Card
    let rect: CGRect
}

private struct PlacedIcon: Identifiable {
    let id: Int
    let name: String
    let color: Color
    let rect: CGRect
}

/// A Set card as the game draws it.
private struct GallerySetCard {
    let symbol: Int, shading: SymbolShading, color: Int, count: Int

    var view: SetCardView {
        let shapes: [AnyShape] = [AnyShape(Diamond()), AnyShape(Squiggle()), AnyShape(Oval())]
        return SetCardView(count: count, shape: shapes[symbol], shading: shading, color: [Color.red, .green, .purple][color])
    }
}

/// A Memorize card as the game draws it: face up with or without its bonus pie, or face down.
@MainActor private struct GalleryMemorizeCard {
    let content: String
    let isFaceUp: Bool
    /// The bonus time left, 0...1; `nil` draws no pie (a matched card).
    let bonusRemaining: Double?
    let color: Color

    var view: some View {
        CardView(content: content, isFaceUp: isFaceUp, isMatched: bonusRemaining == nil, bonusRemaining: bonusRemaining ?? 0)
            .foregroundColor(color)
    }

    static let all = [
        GalleryMemorizeCard(content: "👻", isFaceUp: true, bonusRemaining: nil, color: .orange),
        GalleryMemorizeCard(content: "🎃", isFaceUp: true, bonusRemaining: 0.65, color: .orange),
        GalleryMemorizeCard(content: "🕷️", isFaceUp: false, bonusRemaining: nil, color: .orange),
        GalleryMemorizeCard(content: "🚲", isFaceUp: true, bonusRemaining: 0.3, color: .blue),
        GalleryMemorizeCard(content: "🇯🇵", isFaceUp: true, bonusRemaining: nil, color: .red),
        GalleryMemorizeCard(content: "👩‍🚀", isFaceUp: true, bonusRemaining: 0.9, color: .purple),
        GalleryMemorizeCard(content: "🐙", isFaceUp: false, bonusRemaining: nil, color: .teal),
    ]
}

/// Every pair of one element of `first` with one of `second`, first-major.
private func product<A, B>(_ first: [A], _ second: [B]) -> [(A, B)] {
    first.flatMap { a in second.map { b in (a, b) } }
}
