/// The largest circle that fits the frame, centred in it.
public struct Circle: Shape {
    /// Creates the shape.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let diameter = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(
            x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter
        ))
    }
}
