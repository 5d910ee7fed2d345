/// A rectangle filling the frame it is given.
public struct Rectangle: Shape {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }
}
