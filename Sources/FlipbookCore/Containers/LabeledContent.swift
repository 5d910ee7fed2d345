/// A label with a value after it, as SwiftUI's `LabeledContent`: in a form row the label
/// leads and the value trails in the secondary colour.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Creates labelled content from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    init(label: Label, content: Content) {
        self.label = label
        self.content = content
    }

    public var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 0)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// Creates labelled content titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content())
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a row titled `title` showing `value`.
    public init(_ title: String, value: String) {
        self.init(label: Text(title), content: Text(value))
    }
}
