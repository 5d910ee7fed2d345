/// A style whose colour depends on the environment, as SwiftUI's `.primary`, `.secondary`,
/// `.background` and `.tint` shape styles: `.foregroundStyle(.secondary)`.
public struct SemanticStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case primary, secondary, background, tint
    }

    let kind: Kind
    /// The opacity the colour is drawn at (a `Color.secondary.opacity(0.5)`).
    var opacity = 1.0

    /// The colour of the style in `environment`.
    package func color(in environment: EnvironmentValues) -> Color {
        let color: Color = switch kind {
        case .primary: environment.colorScheme.primary
        case .secondary: environment.colorScheme.secondaryText
        case .background: environment.colorScheme.background
        case .tint: environment.tint
        }
        return opacity == 1 ? color : color.opacity(opacity)
    }
}

extension Color {
    /// The colour of text and icons, as SwiftUI's `Color.primary`: black in light, white in
    /// dark, wherever it is drawn.
    public static let primary = Color(semantic: .primary, light: ColorScheme.light.primary)
    /// Less prominent text, as SwiftUI's `Color.secondary`, in the colour scheme where it is drawn.
    public static let secondary = Color(semantic: .secondary, light: ColorScheme.light.secondaryText)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The app's accent colour, as SwiftUI's `Color.accentColor`: the tint where it is drawn
    /// (the system blue unless `.tint(_:)` sets another).
    public static let accentColor = Color(semantic: .tint, light: ColorScheme.light.accent)

    /// A colour that stands for `kind`, with `light`'s components.
    private init(semantic kind: SemanticStyle.Kind, light: Color) {
        self = light
        semantic = kind
    }

    /// The colour as drawn in `environment`: a semantic colour made concrete there.
    func resolved(in environment: EnvironmentValues) -> Color {
        guard let semantic else { return self }
        return SemanticStyle(kind: semantic, opacity: alpha).color(in: environment)
    }
}

extension SemanticStyle: ShapeStyle {
    public var paint: Paint { .semantic(self) }
}

extension ShapeStyle where Self == SemanticStyle {
    /// Text and icons: black in light, white in dark.
    public static var primary: SemanticStyle { SemanticStyle(kind: .primary) }
    /// Less prominent text.
    public static var secondary: SemanticStyle { SemanticStyle(kind: .secondary) }
    /// The screen's background.
    public static var background: SemanticStyle { SemanticStyle(kind: .background) }
    /// The accent colour of controls.
    public static var tint: SemanticStyle { SemanticStyle(kind: .tint) }
}
