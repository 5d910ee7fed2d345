/// A rounded rectangle whose corner radius is half its shorter side: a pill.
public struct Capsule: Shape {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: Swift.min(rect.width, rect.height) / 2)
    }
}
