/// A two-dimensional shape that describes itself as a path in any rectangle, as SwiftUI's
/// `Shape`. A shape is `Animatable`: a shape whose geometry depends on values (a `Pie`'s
/// angles) exposes them as `animatableData`, and the animator redraws it every frame.
///
/// A shape is also a view: on its own it fills its frame with the foreground colour.
nonisolated public protocol Shape: Animatable, View, Sendable {
    /// The outline of the shape fitted to `rect`, in the coordinates of `rect`.
    func path(in rect: CGRect) -> Path
}
