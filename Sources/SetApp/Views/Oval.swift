import Flipbook

/// The Set oval: a capsule filling its rect.
public struct Oval: Shape {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
