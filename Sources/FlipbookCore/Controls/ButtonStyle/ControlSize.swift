/// How large controls are drawn, as SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// The padding of a bordered button's label at this size, in points.
    var borderedPadding: EdgeInsets {
        switch self {
        case .mini: EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)
        case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        case .regular: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large, .extraLarge: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The corner radius of a bordered button at this size, in points.
    var borderedCornerRadius: CGFloat {
        switch self {
        case .mini, .small: 5
        case .regular: 6
        case .large, .extraLarge: 12
        }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// How large controls inside are drawn.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets how large controls inside are drawn, as SwiftUI's `controlSize(_:)`.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
