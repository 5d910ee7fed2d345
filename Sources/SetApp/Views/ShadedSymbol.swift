import Flipbook

/// One Set symbol as a view: its shape filled, striped or outlined in its colour, with line
/// widths and stripe spacing scaled to the symbol's size (as `SymbolShading` draws them).
public struct ShadedSymbol: View {
    /// The symbol's outline.
    public let shape: AnyShape
    public let shading: SymbolShading
    public let color: Color

    /// Creates a symbol.
    public init(_ shape: some Shape, shading: SymbolShading, color: Color) {
        self.shape = AnyShape(shape)
        self.shading = shading
        self.color = color
    }

    public var body: some View {
        GeometryReader { geometry in
            let rect = CGRect(origin: .zero, size: geometry.size)
            let outline = StrokeStyle(lineWidth: SymbolShading.outlineWidth(for: rect), lineJoin: .round)
            ZStack {
                switch shading {
                case .solid: shape.fill(color)
                case .striped: shape.fill(SymbolShading.stripes(for: rect, color: color))
                case .open: EmptyView()
                }
                if shading != .solid { shape.stroke(color, style: outline) }
            }
        }
    }
}
