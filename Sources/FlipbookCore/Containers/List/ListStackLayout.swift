/// The vertical stack under a list's sections and under each section's rows: every view at
/// its ideal height for the width (a row as tall as its content, at least 44 points), one
/// below the other from the top, whatever height is offered, as a list's rows are.
///
/// A `VStack` would share an offered height out among views it counts as flexible, so rows
/// of different heights in a scroll view's content came out equal.
struct ListStackLayout: Layout {
    /// Where the heights the rows are laid out at are noted, if anywhere.
    var heights: ListRowHeights?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(Self.ideal(width: proposal.width)) }
        return CGSize(width: proposal.width ?? sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        var placed: [CGFloat] = []
        for subview in subviews {
            let ideal = Self.ideal(width: bounds.width)
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: ideal)
            placed.append(subview.sizeThatFits(ideal).height)
            y += placed[placed.count - 1]
        }
        heights?.heights = placed
    }

    /// `width` wide, as tall as the view likes.
    private static func ideal(width: CGFloat?) -> ProposedViewSize {
        ProposedViewSize(width: width, height: nil)
    }
}
