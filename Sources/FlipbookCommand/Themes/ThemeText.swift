import Flipbook
import Memorize

/// Themes as the `themes` commands print them.
enum ThemeText {
    /// `Halloween: 8 pairs, orange, 👻🎃🕷️…`.
    static func line(_ theme: Theme) -> String {
        "\(theme.name): \(pairs(theme.pairs)), \(color(theme.color)), \(theme.emojis.joined())"
    }

    /// The theme in full, a field a line.
    static func details(_ theme: Theme) -> String {
        [
            "name: \(theme.name)", "id: \(theme.id)", "emojis: \(theme.emojis.joined())",
            "removed emojis: \(theme.removedEmojis.isEmpty ? "none" : theme.removedEmojis.joined())",
            "pairs: \(pairs(theme.pairs))", "color: \(color(theme.color))",
        ].joined(separator: "\n")
    }

    /// `8 pairs` or `random pairs`.
    private static func pairs(_ pairs: Theme.Pairs) -> String {
        switch pairs {
        case .fixed(let count): "\(count) pairs"
        case .random: "random pairs"
        }
    }

    /// A name, a gradient `yellow→red`, or RGBA as `#RRGGBBAA`.
    private static func color(_ color: ThemeColor) -> String {
        switch color {
        case .named(let name): name
        case .gradient(let names): names.joined(separator: "→")
        case .rgba: ThemePalette.rgba(for: color).description
        }
    }
}
