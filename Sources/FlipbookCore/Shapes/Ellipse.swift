/// The ellipse inscribed in the frame.
public struct Ellipse: Shape {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
