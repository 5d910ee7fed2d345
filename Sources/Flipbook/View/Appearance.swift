/// Light or dark: the colours of a screen around its content (SwiftUI's colour scheme).
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark

    /// The screen's background.
    public var background: Color { self == .light ? .white : Color(hex: 0x000000) }
    /// Text and buttons.
    public var text: Color { self == .light ? Color(hex: 0x1C1C1E) : Color(hex: 0xF2F2F7) }
    /// Secondary text.
    public var secondaryText: Color { self == .light ? Color(hex: 0x6C6C70) : Color(hex: 0xAEAEB2) }
    /// The tint of buttons.
    public var tint: Color { self == .light ? .blue : Color(hex: 0x0A84FF) }
}
