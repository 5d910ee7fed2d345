/// A subview's size with its alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Hashable, Sendable {
    /// The width, in points.
    public let width: Double
    /// The height, in points.
    public let height: Double

    init(_ size: Size) {
        width = size.width
        height = size.height
    }

    /// The horizontal position of `guide` from the view's leading edge, in points.
    public subscript(guide: HorizontalAlignment) -> Double { width * guide.fraction }

    /// The vertical position of `guide` from the view's top edge, in points.
    public subscript(guide: VerticalAlignment) -> Double { height * guide.fraction }
}
