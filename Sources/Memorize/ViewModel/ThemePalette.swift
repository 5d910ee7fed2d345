import Flipbook

/// Interprets a theme's abstract colour: a name the engine knows, RGBA components, or a
/// gradient of names from the top-left to the bottom-right of each card.
public enum ThemePalette {
    /// The colour names themes may use.
    public static var knownColorNames: Set<String> { Set(Color.named.keys) }

    /// The paint of `color`; unknown names (validation warned of them) draw gray.
    public static func paint(for color: ThemeColor) -> Paint {
        switch color {
        case let .named(name): .color(Color.named[name.lowercased()] ?? .gray)
        case let .rgba(red, green, blue, alpha): .color(Color(red: red, green: green, blue: blue, opacity: alpha))
        case let .gradient(names):
            .linearGradient(LinearGradient(colors: names.map { Color.named[$0.lowercased()] ?? .gray },
                                           startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }
}
