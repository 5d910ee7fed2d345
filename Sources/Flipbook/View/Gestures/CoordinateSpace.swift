/// The coordinates a gesture reports locations in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    /// The screen's: points from its top-left corner.
    case global
    /// The view's own, whose origin is its top-left corner, with its offset, scale, rotation
    /// and 3D rotation undone (as the view was when the touch began).
    case local
}
