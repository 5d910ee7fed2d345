/// How a picker shows its options, as SwiftUI's picker styles: `.segmented` (a row of
/// segments) or `.menu` (the selection, opening a menu of the options), the default.
public struct PickerStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case segmented, menu
    }

    let kind: Kind

    /// The platform's default: a menu.
    public static let automatic = PickerStyle(kind: .menu)
    /// A row of segments, the selected one raised.
    public static let segmented = PickerStyle(kind: .segmented)
    /// The selection with up-down chevrons, opening a menu of the options when tapped.
    public static let menu = PickerStyle(kind: .menu)
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyle { .automatic }
}

extension EnvironmentValues {
    /// The style of the pickers inside.
    public var pickerStyle: PickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers inside.
    public func pickerStyle(_ style: PickerStyle) -> some View {
        environment(\.pickerStyle, style)
    }
}
