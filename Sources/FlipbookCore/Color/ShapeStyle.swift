/// What fills or strokes a path: a colour, a gradient or stripes.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case angularGradient(AngularGradient)
    case stripes(Stripes)
    /// A colour that depends on the environment (`.primary`, `.secondary`, `.tint`, …).
    case semantic(SemanticStyle)
    /// A blurred backdrop under a veil (see ``Material``).
    case material(Material)
}

/// A value that can fill or stroke a shape, as SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {
    /// The paint this style stands for.
    var paint: Paint { get }
}

extension Color: ShapeStyle {
    public var paint: Paint { semantic.map { .semantic(SemanticStyle(kind: $0, opacity: alpha)) } ?? .color(self) }
}

extension LinearGradient: ShapeStyle {
    public var paint: Paint { .linearGradient(self) }
}

/// A gradient as a style is drawn from the top of the shape to its bottom, as SwiftUI draws one.
extension Gradient: ShapeStyle {
    public var paint: Paint { .linearGradient(LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)) }
}

extension Stripes: ShapeStyle {
    public var paint: Paint { .stripes(self) }
}

extension Paint: ShapeStyle {
    public var paint: Paint { self }
}
