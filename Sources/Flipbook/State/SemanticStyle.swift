/// A style whose colour depends on the environment, as SwiftUI's `.primary`, `.secondary`,
/// `.background` and `.tint` shape styles: `.foregroundStyle(.secondary)`.
public struct SemanticStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case primary, secondary, background, tint
    }

    let kind: Kind

    /// The colour of the style in `environment`.
    func color(in environment: EnvironmentValues) -> Color {
        switch kind {
        case .primary: environment.colorScheme.primary
        case .secondary: environment.colorScheme.secondaryText
        case .background: environment.colorScheme.background
        case .tint: environment.tint
        }
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
