/// A rectangle with rounded corners filling the frame it is given.
public struct RoundedRectangle: Shape, Equatable {
    /// The corner radii, horizontally and vertically, in points.
    public var cornerSize: CGSize

    /// Creates a rounded rectangle with circular corners of `cornerRadius` points.
    public init(cornerRadius: CGFloat) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerSize: cornerSize)
        return path
    }
}

extension RoundedRectangle: Animatable {
    /// The corner radii animate.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}
