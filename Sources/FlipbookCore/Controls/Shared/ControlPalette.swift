/// iOS's colours for controls, light and dark (REFERENCES.md, "iOS's look").
enum ControlPalette {
    /// A placeholder's grey: the tertiary label, (60,60,67) at 30% (dark (235,235,245) at 30%).
    static func placeholder(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
                         : Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)
    }

    /// The secondary label: (60,60,67) at 60% (dark (235,235,245) at 60%).
    static func secondaryLabel(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
                         : Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
    }

    /// A separator: (60,60,67) at 29% (dark (84,84,88) at 60%).
    static func separator(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
                         : Color(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.6)
    }

    /// The fill of a stepper or a segmented picker: (238,238,239) (dark (118,118,128) at 24%).
    static func controlFill(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 238 / 255, green: 238 / 255, blue: 239 / 255)
                         : Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.24)
    }

    /// The track of a switch that is off or of a slider's unfilled part: (120,120,128) at 16%
    /// (dark 32%).
    static func track(_ scheme: ColorScheme) -> Color {
        Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: scheme == .light ? 0.16 : 0.32)
    }

    /// A switch that is on: system green #34C759 (dark #30D158).
    static func switchOn(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(hex: 0x34C759) : Color(hex: 0x30D158)
    }

    /// The thin shadow ring drawn around white knobs: black at 8%.
    static let knobRing = Color(red: 0, green: 0, blue: 0, opacity: 0.08)

    /// The glyphs of a control: the label colour, or the tertiary grey when disabled.
    static func glyph(_ scheme: ColorScheme, isEnabled: Bool) -> Color {
        isEnabled ? scheme.primary : placeholder(scheme)
    }
}
