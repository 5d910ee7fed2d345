/// iOS's system colours for containers, light and dark, as measured (REFERENCES.md, "iOS's look").
enum SystemColors {
    /// Behind grouped lists and forms: #F2F2F7 light, black dark.
    static func groupedBackground(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(hex: 0xF2F2F7) : Color(hex: 0x000000)
    }

    /// A cell of a grouped list: white light, #1C1C1E dark; of a plain list, the background.
    static func cell(_ scheme: ColorScheme, grouped: Bool = true) -> Color {
        scheme == .light ? Color(hex: 0xFFFFFF) : (grouped ? Color(hex: 0x1C1C1E) : Color(hex: 0x000000))
    }

    /// A plain list's background and a screen's: white light, black dark.
    static func background(_ scheme: ColorScheme) -> Color { scheme.background }

    /// Separators between rows: (198,198,200) light, (56,56,58) dark.
    static func separator(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 198 / 255, green: 198 / 255, blue: 200 / 255) : Color(red: 56 / 255, green: 56 / 255, blue: 58 / 255)
    }

    /// Section headers and footers: (133,133,139) light, (142,142,147) dark.
    static func sectionHeader(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 133 / 255, green: 133 / 255, blue: 139 / 255) : Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    }

    /// Secondary labels: (60,60,67) at 60% light, (235,235,245) at 60% dark.
    static func secondaryLabel(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
                         : Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6)
    }

    /// Disclosure chevrons: (197,197,199) light, (90,90,94) dark.
    static func chevron(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 197 / 255, green: 197 / 255, blue: 199 / 255) : Color(red: 90 / 255, green: 90 / 255, blue: 94 / 255)
    }

    /// Destructive red: #FF3B30 light, #FF453A dark.
    static func red(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(hex: 0xFF3B30) : Color(hex: 0xFF453A)
    }

    /// Bars (navigation, toolbars): translucent white or near-black.
    static func bar(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
                         : Color(red: 29 / 255, green: 29 / 255, blue: 29 / 255, opacity: 0.94)
    }
}
