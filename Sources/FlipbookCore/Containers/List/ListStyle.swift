/// How a list looks, as SwiftUI's `ListStyle`: set with `.listStyle(.plain)` or
/// `.listStyle(.insetGrouped)`.
public protocol ListStyle {
    /// The look the engine draws.
    var look: ListLook { get }
}

/// The looks a list can take.
public enum ListLook: Hashable, Sendable {
    /// Rows edge to edge on the screen's background, separators between them.
    case plain
    /// Sections as rounded cards with 20-point margins on the grouped background (iOS's default).
    case insetGrouped
}

/// Rows edge to edge, as SwiftUI's `PlainListStyle`.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var look: ListLook { .plain }
}

/// Rounded sections inset from the edges, as SwiftUI's `InsetGroupedListStyle`.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var look: ListLook { .insetGrouped }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded sections inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

private struct ListLookKey: EnvironmentKey {
    static var defaultValue: ListLook { .insetGrouped }
}

extension EnvironmentValues {
    /// The look of lists inside the view.
    var listLook: ListLook {
        get { self[ListLookKey.self] }
        set { self[ListLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of lists inside the view.
    public func listStyle(_ style: some ListStyle) -> some View { environment(\.listLook, style.look) }
}

/// The platform's default look, as SwiftUI's `DefaultListStyle`: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var look: ListLook { .insetGrouped }
}

/// Rows inset from the edges, as SwiftUI's `InsetListStyle`: drawn as the plain look.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var look: ListLook { .plain }
}

/// Sections on the grouped background, as SwiftUI's `GroupedListStyle`: drawn as the inset
/// grouped look.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var look: ListLook { .insetGrouped }
}

/// A sidebar's list, as SwiftUI's `SidebarListStyle`: drawn as the inset grouped look.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var look: ListLook { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges (drawn as the plain look).
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections on the grouped background (drawn as the inset grouped look).
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list (drawn as the inset grouped look).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
