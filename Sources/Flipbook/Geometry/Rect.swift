/// A rectangle given by its origin (top-left corner) and its size, in points.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extents; a rectangle is expected to have non-negative width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its top-left corner and its extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width, in points.
    public var width: Double { size.width }
    /// The height, in points.
    public var height: Double { size.height }
    /// The smallest x coordinate.
    public var minX: Double { origin.x }
    /// The x coordinate halfway across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The largest x coordinate.
    public var maxX: Double { origin.x + size.width }
    /// The smallest y coordinate (the top edge).
    public var minY: Double { origin.y }
    /// The y coordinate halfway down.
    public var midY: Double { origin.y + size.height / 2 }
    /// The largest y coordinate (the bottom edge).
    public var maxY: Double { origin.y + size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside the rectangle; the right and bottom edges are outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies wholly inside the rectangle, as `CGRect.contains(_:)` says.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the rectangles share some area, as `CGRect.intersects(_:)` says.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom;
    /// negative values shrink it.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest rectangle that holds both rectangles.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(self.minX, other.minX), minY = Swift.min(self.minY, other.minY)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The point at a unit position inside the rectangle: `.topLeading` is the origin,
    /// `.bottomTrailing` the opposite corner.
    public subscript(unitPoint: UnitPoint) -> Point {
        Point(x: minX + unitPoint.x * width, y: minY + unitPoint.y * height)
    }
}

extension Rect: CustomStringConvertible {
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
