/// A translucent, blurred background, as SwiftUI's `Material`: what lies behind the shape it
/// fills shows through it blurred, its colours heightened, under a light veil (dark in the
/// dark colour scheme) that grows thicker from `.ultraThin` to `.ultraThick`.
///
/// Use it as any shape style: `.background(.ultraThinMaterial)`,
/// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`,
/// `Circle().fill(.thinMaterial)`.
///
/// What shows through is what was drawn on the canvas before the material, outside any group
/// the material is drawn in (a view under an `.opacity` or a `.shadow` sees the screen behind
/// that view, not its siblings in the group). Stroked, a material draws in its veil's colour.
public struct Material: Hashable, Sendable {
    /// How much of what lies behind shows through.
    enum Thickness: Hashable, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    let thickness: Thickness
    /// The colour scheme the material is drawn in; set when a view resolves its style.
    var colorScheme = ColorScheme.light

    /// A mostly translucent material.
    public static let ultraThin = Material(thickness: .ultraThin)
    /// A material that's more translucent than opaque.
    public static let thin = Material(thickness: .thin)
    /// A material that's somewhat translucent.
    public static let regular = Material(thickness: .regular)
    /// A material that's more opaque than translucent.
    public static let thick = Material(thickness: .thick)
    /// A mostly opaque material.
    public static let ultraThick = Material(thickness: .ultraThick)
    /// A material matching the style of system toolbars.
    public static let bar = Material(thickness: .bar)
}

extension Material {
    /// The blur's standard deviation, in points.
    package var blurRadius: Double {
        switch thickness {
        case .ultraThin, .thin: 10
        case .regular, .bar: 12
        case .thick, .ultraThick: 14
        }
    }

    /// How much the colours behind are heightened (see `SaturationMatrix`), as iOS's materials
    /// make what shows through them vivid.
    package var backdropSaturation: Double { 1.8 }

    /// The veil drawn over the blurred backdrop: white in light, a near-black grey in dark,
    /// more opaque the thicker the material.
    package var tint: Color {
        let opacity: Double
        switch thickness {
        case .ultraThin: opacity = 0.3
        case .thin: opacity = 0.5
        case .regular: opacity = 0.7
        case .bar: opacity = 0.75
        case .thick: opacity = 0.85
        case .ultraThick: opacity = 0.93
        }
        return colorScheme == .light ? Color(white: 0.98).opacity(opacity) : Color(white: 0.11).opacity(opacity)
    }
}

extension Material: ShapeStyle {
    public var paint: Paint { .material(self) }
}

extension ShapeStyle where Self == Material {
    /// A mostly translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A material that's more translucent than opaque.
    public static var thinMaterial: Material { .thin }
    /// A material that's somewhat translucent.
    public static var regularMaterial: Material { .regular }
    /// A material that's more opaque than translucent.
    public static var thickMaterial: Material { .thick }
    /// A mostly opaque material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// A material matching the style of system toolbars.
    public static var bar: Material { .bar }
}
