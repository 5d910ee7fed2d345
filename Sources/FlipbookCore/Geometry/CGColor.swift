#if !canImport(CoreGraphics)
/// A colour as Core Graphics's `CGColor`: sRGB components and an alpha.
public final class CGColor: Hashable, @unchecked Sendable {
    let color: Color

    init(color: Color) { self.color = color }

    /// A colour from sRGB components in 0...1, as `CGColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// The components: red, green, blue and alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { 4 }

    /// The opacity.
    public var alpha: CGFloat { color.alpha }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
#endif
