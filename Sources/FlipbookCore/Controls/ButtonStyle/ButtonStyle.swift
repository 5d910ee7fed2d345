/// How a button draws its label, as SwiftUI's `ButtonStyle`: the style draws the label and the
/// button runs its action on a tap.
///
///     struct Pill: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.padding().background(.orange, in: Capsule())
///         }
///     }
@MainActor @preconcurrency public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` is given, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// A button's label, as the style draws it.
    public struct Label: View, PrimitiveView {
        let node: ViewNode

        public typealias Body = Never
        func makeNode() -> ViewNode { node }
    }

    /// The button's label.
    public let label: Label
    /// Whether a finger is down on the button. Frames are drawn between touches, so it is
    /// always `false` here.
    public let isPressed: Bool
    /// What the button does, if it says.
    public let role: ButtonRole?
}

/// How a button draws its label and takes touches, as SwiftUI's `PrimitiveButtonStyle`: the
/// style calls `configuration.trigger()` when the button should act.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button as this style draws it.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` is given, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// What the button does, if it says.
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A style of either kind, with its type erased, as the environment keeps it.
struct AnyButtonStyle {
    let make: @MainActor (PrimitiveButtonStyleConfiguration) -> ViewNode

    @MainActor init<S: PrimitiveButtonStyle>(_ style: S) {
        make = { style.makeBody(configuration: $0).makeNode() }
    }

    /// A `ButtonStyle` draws the label; a tap anywhere on what it draws triggers the action.
    @MainActor init<S: ButtonStyle>(_ style: S) {
        make = { configuration in
            let look = ButtonStyleConfiguration(label: configuration.label, isPressed: false, role: configuration.role)
            return style.makeBody(configuration: look)
                .contentShape(Rectangle())
                .onTapGesture { configuration.trigger() }
                .makeNode()
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The style of buttons inside, if one was set.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws buttons inside in `style`, as SwiftUI's `buttonStyle(_:)`: `.buttonStyle(.bordered)`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style is DefaultButtonStyle ? nil : AnyButtonStyle(style))
    }

    /// Draws buttons inside in a style of your own.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}
