import Foundation

// `CGFloat`, `CGPoint`, `CGSize` and `CGRect` come from Foundation, as on Apple's platforms.
// Flipbook's coordinates are SwiftUI's: the origin is the top-left corner, x grows to the
// right and y grows downward; lengths are in points.

extension CGPoint {
    /// The straight-line distance to another point, in points.
    package func distance(to other: CGPoint) -> CGFloat {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }
}
