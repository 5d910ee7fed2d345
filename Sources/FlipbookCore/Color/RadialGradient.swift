/// A gradient in circles about a centre, as SwiftUI's `RadialGradient`: the first colour at
/// `startRadius` points from the centre, the last at `endRadius`, the ends' colours beyond.
public struct RadialGradient: Hashable, Sendable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the unit square of the filled shape's bounds.
    public var center: UnitPoint
    /// Where the first colour is, in points from the centre.
    public var startRadius: CGFloat
    /// Where the last colour is, in points from the centre.
    public var endRadius: CGFloat

    /// Creates a radial gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient of evenly spread colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: ShapeStyle {
    public var paint: Paint { .radialGradient(self) }
}

extension RadialGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNode() -> ViewNode { Rectangle().fill(self).makeNode() }
}
