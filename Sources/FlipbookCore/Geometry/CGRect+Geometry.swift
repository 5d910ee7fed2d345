import Foundation

extension CGRect {
    /// The point at a unit position inside the rectangle: `.topLeading` is the origin,
    /// `.bottomTrailing` the opposite corner.
    package subscript(unitPoint: UnitPoint) -> CGPoint {
        CGPoint(x: minX + unitPoint.x * width, y: minY + unitPoint.y * height)
    }
}

extension CGRect {
    /// The centre point.
    package var center: CGPoint { CGPoint(x: midX, y: midY) }
}

extension CGRect {
    /// Whether `other` lies wholly inside the rectangle, edges included, compared edge by edge.
    /// (Foundation's `contains(_:)` compares a union with `self`, which rounding can make false.)
    package func encloses(_ other: CGRect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the rectangles share some area; rectangles that only touch share none
    /// (Foundation's `intersects(_:)` counts a shared edge).
    package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
