/// The style buttons have unless told otherwise: the label in the accent colour.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label in the accent colour with no border, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TintedButtonLabel(configuration: configuration, look: .borderless)
    }
}

/// The label as it is, in the colour around it, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .contentShape(Rectangle())
            .onTapGesture { configuration.trigger() }
    }
}

/// The label in the accent colour on a pale rounded rectangle of it, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TintedButtonLabel(configuration: configuration, look: .bordered)
    }
}

/// The label in white on a rounded rectangle of the accent colour, as SwiftUI's
/// `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TintedButtonLabel(configuration: configuration, look: .prominent)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The `automatic` style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The `borderless` style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The `plain` style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The `bordered` style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The `borderedProminent` style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A label in the accent colour (red for a destructive role), bare, bordered or prominent.
private struct TintedButtonLabel: View {
    enum Look { case borderless, bordered, prominent }

    let configuration: PrimitiveButtonStyleConfiguration
    let look: Look
    @Environment(\.buttonForeground) private var foreground
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.controlSize) private var controlSize
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: controlSize.borderedCornerRadius)
        return Group {
            switch look {
            case .borderless:
                configuration.label.foregroundStyle(tint)
            case .bordered:
                configuration.label.foregroundStyle(tint)
                    .padding(controlSize.borderedPadding)
                    .background(tint.opacity(0.15), in: shape)
            case .prominent:
                configuration.label.foregroundStyle(isEnabled ? Color.white : tint)
                    .padding(controlSize.borderedPadding)
                    .background(isEnabled ? tint : tint.opacity(0.15), in: shape)
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.trigger() }
    }

    /// The accent colour, red for a destructive button, grey when disabled.
    private var tint: Color {
        if configuration.role == .destructive, isEnabled { return SystemColors.red(colorScheme) }
        if case let .color(color) = foreground { return color }
        return colorScheme.accent
    }
}
