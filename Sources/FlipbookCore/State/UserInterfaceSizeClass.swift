/// How much room a dimension of the screen gives, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little room: an iPhone's width, or its height in landscape.
    case compact
    /// Room to spare: an iPad's either way, a large iPhone's width in landscape.
    case regular

    /// The classes of a screen of `size` points, as iOS gives them: an iPad (both sides 700
    /// points or more) is regular both ways; an iPhone is compact across, regular down in
    /// portrait, and in landscape compact down and regular across only when 896 points or wider.
    static func classes(of size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        if min(size.width, size.height) >= 700 { return (.regular, .regular) }
        guard size.width > size.height else { return (.compact, .regular) }
        return (size.width >= 896 ? .regular : .compact, .compact)
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// The room the screen gives across: `@Environment(\.horizontalSizeClass)`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The room the screen gives down: `@Environment(\.verticalSizeClass)`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
