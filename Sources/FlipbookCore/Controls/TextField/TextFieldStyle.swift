/// How a text field is drawn, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` draw the
/// text alone (as in a form's row); `.roundedBorder` draws it in a bordered box.
public struct TextFieldStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case plain, roundedBorder
    }

    let kind: Kind

    /// The platform's default: plain text.
    public static let automatic = TextFieldStyle(kind: .plain)
    /// Plain text, no border.
    public static let plain = TextFieldStyle(kind: .plain)
    /// A box with rounded corners and a thin grey border, as iOS's `UITextField.BorderStyle.roundedRect`.
    public static let roundedBorder = TextFieldStyle(kind: .roundedBorder)
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of the text fields inside.
    public var textFieldStyle: TextFieldStyle {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the text fields inside.
    public func textFieldStyle(_ style: TextFieldStyle) -> some View {
        environment(\.textFieldStyle, style)
    }
}

extension TextField {
    /// `content` drawn in the field's style: a rounded box 5 pt in radius with 7 pt of padding
    /// across and 6 pt along, on the cell colour with a 0.5 pt grey border, for `.roundedBorder`.
    func styled(_ content: some View) -> AnyView {
        guard style.kind == .roundedBorder else { return AnyView(content) }
        let cell = colorScheme == .light ? Color.white : Color(hex: 0x1C1C1E)
        return AnyView(content
            .padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7))
            .background(RoundedRectangle(cornerRadius: 5).fill(cell))
            .overlay(RoundedRectangle(cornerRadius: 5).strokeBorder(ControlPalette.separator(colorScheme), lineWidth: 0.5)))
    }
}
