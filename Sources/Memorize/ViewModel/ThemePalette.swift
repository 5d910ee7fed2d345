import Flipbook

/// Interprets a theme's abstract colour: a name the engine knows, RGBA components, or a
/// gradient of names from the top-left to the bottom-right of each card.
public enum ThemePalette {
    /// The colour names themes may use.
    public static var knownColorNames: Set<String> { Set(Color.named.keys) }

    /// The paint of `color`; names may be `#RRGGBB[AA]`, and unknown names (validation warned
    /// of them) draw gray.
    public static func paint(for color: ThemeColor) -> Paint {
        switch color {
        case let .named(name): .color(self.color(named: name))
        case let .rgba(red, green, blue, alpha): .color(Color(red: red, green: green, blue: blue, opacity: alpha))
        case let .gradient(names):
            .linearGradient(LinearGradient(colors: names.map(self.color(named:)),
                                           startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }

    /// The colour a name or `#RRGGBB[AA]` stands for, gray when none.
    fileprivate static func color(named name: String) -> Color {
        Color.named[name.lowercased()] ?? (try? Color(parsing: name)) ?? .gray
    }
}

extension ThemePalette {
    /// The colour of `color` as RGBA components: a name's colour, a gradient's first stop.
    public static func rgba(for color: ThemeColor) -> Color {
        switch color {
        case let .named(name): self.color(named: name)
        case let .rgba(red, green, blue, alpha): Color(red: red, green: green, blue: blue, opacity: alpha)
        case let .gradient(names): names.first.map(self.color(named:)) ?? .gray
        }
    }
}
