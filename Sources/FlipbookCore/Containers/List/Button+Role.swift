/// What a button does, as SwiftUI's `ButtonRole`.
public enum ButtonRole: Hashable, Sendable {
    /// Deletes or discards: drawn red.
    case destructive
    /// Dismisses without acting: in alerts and dialogs, set apart and bold.
    case cancel
}

extension Button {
    /// Creates a button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is `title`, with a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(title, action: action)
        self.role = role
    }
}

extension Button where Label == FlipbookCore.Label<Text, Image> {
    /// Creates a button whose label is `title` beside the SF Symbol named `systemImage`, with
    /// an optional role, as iOS 17's `Button(_:systemImage:role:action:)`; touch scripts find it
    /// as `button "TITLE"`.
    public init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.init(title: title, action: action, label: FlipbookCore.Label(title, systemImage: systemImage))
        self.role = role
    }
}

extension Button {
    /// The label as the button's place draws it: white on red or grey in a row's swipe
    /// actions; red when destructive; semibold when it cancels an alert; else in `foreground`.
    func styled(_ label: Label, foreground: Paint) -> some View {
        StyledButtonLabel(label: label, role: role, foreground: foreground)
    }
}

/// A button's label in the colours of its role and of where it stands.
private struct StyledButtonLabel<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let foreground: Paint
    @Environment(\.isSwipeAction) private var isSwipeAction
    @Environment(\.isAlertButton) private var isAlertButton
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        if isSwipeAction {
            label.foregroundStyle(Color.white)
                .padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
                .frame(minWidth: 90, maxHeight: .infinity)
                .background(role == .destructive ? SystemColors.red(colorScheme) : Color(hex: 0x8E8E93))
        } else if role == .destructive && isEnabled {
            label.foregroundStyle(SystemColors.red(colorScheme))
        } else if role == .cancel && isAlertButton {
            label.foregroundStyle(foreground).font(.headline)
        } else {
            label.foregroundStyle(foreground)
        }
    }
}

private struct SwipeActionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct AlertButtonKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct ListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether buttons here are a row's swipe actions.
    var isSwipeAction: Bool {
        get { self[SwipeActionKey.self] }
        set { self[SwipeActionKey.self] = newValue }
    }

    /// Whether views here are in a row of a list or form: a `NavigationLink` is a row there.
    var isInListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }

    /// Whether buttons here are an alert's, where the `.cancel` one is semibold as iOS draws it.
    var isAlertButton: Bool {
        get { self[AlertButtonKey.self] }
        set { self[AlertButtonKey.self] = newValue }
    }
}
