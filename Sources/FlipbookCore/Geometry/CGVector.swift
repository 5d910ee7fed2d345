import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as Core Graphics's `CGVector`: a displacement of `dx` points
/// across and `dy` points down.
public struct CGVector: Hashable, Sendable {
    /// The horizontal component, in points.
    public var dx: CGFloat
    /// The vertical component, in points (downward).
    public var dy: CGFloat

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The vector of no length.
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
