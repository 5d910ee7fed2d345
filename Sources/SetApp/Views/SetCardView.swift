import Flipbook

/// A Set card: one to three symbols stacked on a white card of aspect 2:3, with a border that
/// shows whether it is selected and, with three selected, whether they make a Set.
public struct SetCardView: View, Equatable {
    /// How a card is marked.
    public enum Highlight: Sendable {
        case none, selected, matched, mismatched, hinted

        var color: Color {
            switch self {
            case .none: Color(hex: 0xC7C7CC)
            case .selected: .blue
            case .matched: .green
            case .mismatched: .red
            case .hinted: .orange
            }
        }
    }

    public let count: Int
    public let shape: AnyShape
    public let shading: SymbolShading
    public let color: Color
    public let highlight: Highlight
    /// A letter naming the colour in the card's corner, for players who cannot tell the
    /// colours apart (the colour-blind mode); `nil` shows none.
    public let colorLabel: String?

    /// Creates a card view.
    public init(count: Int, shape: some Shape, shading: SymbolShading, color: Color, highlight: Highlight = .none,
                colorLabel: String? = nil) {
        self.count = count
        self.shape = AnyShape(shape)
        self.shading = shading
        self.color = color
        self.highlight = highlight
        self.colorLabel = colorLabel
    }

    public var body: some View {
        GeometryReader { geometry in
            let width = geometry.size.width
            ZStack {
                RoundedRectangle(cornerRadius: width * 0.08).fill(Color.white)
                RoundedRectangle(cornerRadius: width * 0.08)
                    .strokeBorder(highlight.color, lineWidth: highlight == .none ? max(1, width / 60) : max(2, width / 20))
                VStack(spacing: width * 0.7 / 6) {
                    ForEach(0..<count) { _ in
                        ShadedSymbol(shape, shading: shading, color: color).frame(width: width * 0.7, height: width * 0.35)
                    }
                }
                if let colorLabel {
                    Text(colorLabel).font(.system(size: width * 0.16, weight: .bold)).foregroundColor(Color(hex: 0x3A3A3C))
                        .position(x: width * 0.14, y: width * 0.16)
                }
            }
        }
    }
}
