/// A tappable label that runs an action, as SwiftUI's `Button`. Its label takes the
/// foreground colour set around it, or the accent colour (`.tint`, the system blue of the
/// colour scheme); disabled (`.disabled(true)`), it draws dimmed and does nothing when tapped.
/// Touch scripts find it as `button "LABEL"`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let title: String?
    /// What the button does, when it says: `.destructive` draws it red.
    var role: ButtonRole?
    @Environment(\.buttonForeground) private var foreground
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonStyle) private var style

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.title = nil
    }

    public var body: some View {
        let action = action, isEnabled = isEnabled
        return Group {
            if let style {
                let trigger = { if isEnabled { action() } }
                NodeView(node: style.make(PrimitiveButtonStyleConfiguration(
                    label: ButtonStyleConfiguration.Label(node: label.makeNode()), role: role, action: trigger)))
            } else {
                styled(label, foreground: foreground)
                    .contentShape(Rectangle())
                    .onTapGesture { if isEnabled { action() } }
            }
        }
        .touchTarget(TargetName("button", label: title))
    }
}

extension Button {
    /// Creates a button with `label`, named `title` for touch scripts.
    init(title: String?, action: @escaping () -> Void, label: Label) {
        self.action = action
        self.label = label
        self.title = title
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is `title`.
    public init(_ title: String, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
        self.title = title
    }
}

extension EnvironmentValues {
    /// The paint of a button's label: the foreground set around it or the accent colour;
    /// iOS's tertiary label grey when disabled.
    var buttonForeground: Paint {
        guard isEnabled else {
            return .color(colorScheme == .light ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
                                                : Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3))
        }
        return explicitForeground ?? .color(tint)
    }
}
