/// Subviews on top of each other, later ones in front, as SwiftUI's `ZStackLayout`: the
/// layout under `ZStack`. Each subview is offered the whole proposal; the stack is as wide
/// as its widest subview and as tall as its tallest.
public struct ZStackLayout: Layout {
    /// Where subviews sit in the stack.
    public var alignment: Alignment

    /// Creates the layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            subview.place(at: alignment.origin(of: size, in: bounds), anchor: .topLeading, proposal: proposal)
        }
    }
}
