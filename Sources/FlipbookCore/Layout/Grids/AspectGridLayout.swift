/// The layout under `AspectVGrid`: takes all the space offered and gives every subview a
/// cell of one aspect ratio at the largest width at which all of them fit, in rows from the
/// top, each item centred in its column.
struct AspectGridLayout: Layout, EngineLayoutTraits {
    /// Width ÷ height of every cell.
    var aspectRatio: CGFloat

    var ownFlexibility: (horizontal: Int, vertical: Int)? { (1, 1) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecified(with: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, cell) in zip(subviews, cells(count: subviews.count, in: bounds)) { subview.place(in: cell) }
    }

    /// The cells of `count` items in `bounds`: as many columns as the item width allows.
    func cells(count: Int, in bounds: CGRect) -> [CGRect] {
        let width = Self.itemWidth(count: count, size: bounds.size, aspectRatio: aspectRatio)
        guard width > 0 else { return Array(repeating: .zero, count: count) }
        let columns = max(1, Int(bounds.width / width))
        let cellWidth = bounds.width / CGFloat(columns), height = width / aspectRatio
        return (0..<count).map { index in
            CGRect(x: bounds.minX + CGFloat(index % columns) * cellWidth + (cellWidth - width) / 2,
                 y: bounds.minY + CGFloat(index / columns) * height, width: width, height: height)
        }
    }

    /// The largest item width at which `count` items fit `size` (REFERENCES.md): add columns
    /// while the rows they need are too tall, then floor the width.
    static func itemWidth(count: Int, size: CGSize, aspectRatio: CGFloat) -> CGFloat {
        guard count > 0, size.width > 0, size.height > 0 else { return 0 }
        var columns = 1.0
        let items = CGFloat(count)
        repeat {
            let width = size.width / columns
            let rows = (items / columns).rounded(.up)
            if rows * width / aspectRatio < size.height { return (size.width / columns).rounded(.down) }
            columns += 1
        } while columns < items
        return min(size.width / items, size.height * aspectRatio).rounded(.down)
    }
}
