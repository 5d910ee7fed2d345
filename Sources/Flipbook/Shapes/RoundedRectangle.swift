/// A rectangle with rounded corners filling the frame it is given.
public struct RoundedRectangle: Shape, Equatable {
    /// The corner radii, horizontally and vertically, in points.
    public var cornerSize: Size

    /// Creates a rounded rectangle with circular corners of `cornerRadius` points.
    public init(cornerRadius: Double) {
        self.cornerSize = Size(width: cornerRadius, height: cornerRadius)
    }

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: Size) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: Rect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

extension RoundedRectangle: Animatable {
    /// The corner radii animate.
    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = Size(width: newValue.first, height: newValue.second) }
    }
}
