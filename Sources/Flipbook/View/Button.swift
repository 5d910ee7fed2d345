/// A tappable label that runs an action, as SwiftUI's `Button`. Touch scripts find it as
/// `button "LABEL"`.
public struct Button<Label: View>: View {
    let action: () -> Void
    let label: Label
    let title: String?

    /// Creates a button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.title = nil
    }

    public var body: some View {
        label
            .foregroundColor(.blue)
            .contentShape(Rectangle())
            .onTapGesture(perform: action)
            .touchTarget(TargetName("button", label: title))
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
