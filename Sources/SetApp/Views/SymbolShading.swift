import Flipbook

/// How a Set symbol is filled: solid, striped (thin parallel lines clipped to the symbol,
/// with its outline) or open (the outline only).
///
/// Line widths and stripe spacing are shares of the symbol's width, so a symbol looks the
/// same at every size: at 60 pt wide, the outline is 2 pt and the stripes are 1 pt lines
/// every 3.3 pt, as on the printed cards; below that, never thinner than 1 pt nor closer than
/// 3 pt, so small stripes stay stripes.
public enum SymbolShading: String, CaseIterable, Sendable {
    case solid
    case striped
    case open

    /// The outline width for a symbol drawn in `rect`, in points.
    public static func outlineWidth(for rect: CGRect) -> Double { max(1, rect.width / 30) }

    /// The stripes for a symbol drawn in `rect` in `color`.
    public static func stripes(for rect: CGRect, color: Color) -> Stripes {
        let spacing = max(3, rect.width / 18)
        return Stripes(color: color, spacing: spacing, lineWidth: max(1, rect.width / 60))
    }

    /// Draws `shape` fitted to `rect` with this shading in `color`. `outlineWidth` overrides
    /// the width scaled from the symbol's size.
    public func draw(_ shape: some Shape, in rect: CGRect, color: Color, outlineWidth: Double? = nil, on canvas: Canvas) {
        let path = shape.path(in: rect)
        let lineWidth = outlineWidth ?? Self.outlineWidth(for: rect)
        switch self {
        case .solid:
            canvas.fill(path, with: color)
        case .striped:
            canvas.fill(path, with: Self.stripes(for: rect, color: color))
            canvas.stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth, lineJoin: .round))
        case .open:
            canvas.stroke(path, with: color, style: StrokeStyle(lineWidth: lineWidth, lineJoin: .round))
        }
    }
}
