/// A subview's size with its alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Hashable, Sendable {
    /// The width, in points.
    public let width: CGFloat
    /// The height, in points.
    public let height: CGFloat

    init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// The horizontal position of `guide` from the view's leading edge, in points.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// The vertical position of `guide` from the view's top edge, in points.
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
}
