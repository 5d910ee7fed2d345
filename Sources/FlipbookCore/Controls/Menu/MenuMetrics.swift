/// The measures and colours of an open menu, as iOS 17 draws them, in points.
enum MenuMetrics {
    /// The card's width.
    static let width = 250.0
    /// A row's height, and the gap a `Divider` leaves between groups of rows.
    static let rowHeight = 44.0, groupGap = 8.0
    /// The row's text and icon from the card's edges; the icon's column.
    static let inset = 16.0, iconWidth = 24.0
    static let cornerRadius = 13.0
    /// How a submenu opens and closes.
    static let animation = Animation.easeOut(duration: 0.25)

    /// The card: #F2F2F2 light, #2C2C2E dark.
    static func background(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(hex: 0xF2F2F2) : Color(hex: 0x2C2C2E)
    }

    /// The band between groups of rows: darker than the card.
    static func groupBand(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color.black.opacity(0.08) : Color.black.opacity(0.35)
    }

    /// How much black dims the card behind an open submenu.
    static func dimming(_ scheme: ColorScheme) -> Double { scheme == .light ? 0.12 : 0.35 }

    /// The height of `parts` as rows and bands.
    static func height(of parts: [ViewNode]) -> Double {
        parts.reduce(0) { $0 + ($1.isDivider ? groupGap : rowHeight) }
    }

    /// The top of the row at `index` among `parts`.
    static func top(of index: Int, in parts: [ViewNode]) -> Double {
        height(of: Array(parts.prefix(index)))
    }

    /// Whether the row at `index` has a hairline under it: not the last, nor one beside a band.
    static func separates(_ index: Int, in parts: [ViewNode]) -> Bool {
        index + 1 < parts.count && !parts[index].isDivider && !parts[index + 1].isDivider
    }
}
