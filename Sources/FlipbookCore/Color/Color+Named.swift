extension Color {
    // The system colours as iOS draws them in light mode.
    public static let red = Color(hex: 0xFF3B30)
    public static let orange = Color(hex: 0xFF9500)
    public static let yellow = Color(hex: 0xFFCC00)
    public static let green = Color(hex: 0x34C759)
    public static let mint = Color(hex: 0x00C7BE)
    public static let teal = Color(hex: 0x30B0C7)
    public static let cyan = Color(hex: 0x32ADE6)
    public static let blue = Color(hex: 0x007AFF)
    public static let indigo = Color(hex: 0x5856D6)
    public static let purple = Color(hex: 0xAF52DE)
    public static let pink = Color(hex: 0xFF2D55)
    public static let brown = Color(hex: 0xA2845E)
    public static let gray = Color(hex: 0x8E8E93)
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)

    /// The named colours, by the names the course's code and themes use.
    public static let named: [String: Color] = [
        "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint,
        "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple,
        "pink": .pink, "brown": .brown, "gray": .gray, "grey": .gray, "black": .black,
        "white": .white, "clear": .clear,
    ]
}
