/// One column of a `LazyVGrid` or one row of a `LazyHGrid`, as SwiftUI's `GridItem`: its
/// width rule (a height for a row), the space after it and where items sit in its cells.
public struct GridItem: Sendable {
    /// How wide a grid item's column is.
    public enum Size: Sendable {
        /// One column exactly this wide, in points.
        case fixed(CGFloat)
        /// One column with an equal share of the width left by fixed columns, clamped to
        /// `minimum...maximum` points.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns at least `minimum` points wide as fit in this item's share of the
        /// width, sharing it equally (each at most `maximum` points).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How wide the column is.
    public var size: Size
    /// The space after the column (and between an adaptive item's columns), in points;
    /// `nil` for the default of 8 points.
    public var spacing: CGFloat?
    /// Where items sit in the column's cells; `nil` for the grid's alignment, centred
    /// vertically.
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A resolved column of a grid: where it starts from the grid's leading edge and how wide it
/// is, in points, and how items sit in it (`nil`: as the grid says).
struct GridColumn: Equatable {
    var x: CGFloat
    var width: CGFloat
    var alignment: Alignment?
}

extension Array where Element == GridItem {
    /// The columns these items make in `width` points (`nil`: each at its minimum), with
    /// SwiftUI's arithmetic: fixed widths and the spacing come off first; the rest is shared
    /// in order, each non-fixed item taking an equal share of what is left.
    func columns(in width: CGFloat?) -> [GridColumn] {
        let spacings = map { $0.spacing ?? StackArrangement.defaultSpacing }
        let fixed = compactMap { item -> CGFloat? in if case let .fixed(length) = item.size { length } else { nil } }
        var remaining = (width ?? 0) - spacings.dropLast().reduce(0, +) - fixed.reduce(0, +)
        var flexibleLeft = count - fixed.count
        var columns: [GridColumn] = []
        var x = 0.0
        for (item, spacing) in zip(self, spacings) {
            var share: CGFloat?
            if case .fixed = item.size {} else {
                share = width.map { _ in remaining / CGFloat(flexibleLeft) }
                flexibleLeft -= 1
            }
            let widths = item.size.columnWidths(share: share, spacing: spacing)
            for length in widths {
                columns.append(GridColumn(x: x, width: length, alignment: item.alignment))
                x += length + spacing
            }
            if share != nil { remaining -= widths.reduce(0, +) + spacing * CGFloat(widths.count - 1) }
        }
        return columns
    }
}

extension GridItem.Size {
    /// The widths of the columns this item makes from `share` points (`nil`: the minimum),
    /// `spacing` apart.
    func columnWidths(share: CGFloat?, spacing: CGFloat) -> [CGFloat] {
        switch self {
        case let .fixed(length):
            return [length]
        case let .flexible(minimum, maximum):
            return [Swift.min(Swift.max(share ?? minimum, minimum), maximum)]
        case let .adaptive(minimum, maximum):
            guard let share else { return [minimum] }
            let count = Swift.max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
            let length = Swift.min(maximum, (share - spacing * CGFloat(count - 1)) / CGFloat(count))
            return Array(repeating: length, count: count)
        }
    }
}
