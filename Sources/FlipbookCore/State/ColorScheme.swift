/// Light or dark, as SwiftUI's `ColorScheme`: read it with `@Environment(\.colorScheme)`, set it
/// for a whole screen with `.preferredColorScheme(_:)` or for part of one with
/// `.environment(\.colorScheme, …)`.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

extension ColorScheme {
    /// The screen's background: iOS's system background.
    public var background: Color { self == .light ? .white : Color(hex: 0x000000) }
    /// Text and icons: iOS's label colour as the apps use it.
    public var text: Color { self == .light ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7) }
    /// Secondary text.
    public var secondaryText: Color { self == .light ? Color(hex: 0x6C6C70) : Color(hex: 0xAEAEB2) }
    /// The system blue of buttons and controls.
    public var accent: Color { self == .light ? .blue : Color(hex: 0x0A84FF) }
    /// Unstyled text and shapes (SwiftUI's `.primary`).
    public var primary: Color { self == .light ? .black : .white }
}

/// The colour scheme under its old name, from before the environment carried it.
public typealias Appearance = ColorScheme
