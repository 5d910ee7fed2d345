/// A location in a two-dimensional coordinate system, in points.
///
/// Flipbook's coordinates are SwiftUI's: the origin is the top-left corner, x grows to the
/// right and y grows downward.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points (downward).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at the origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point, in points.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
