import Flipbook
import Foundation

extension MemorizeState {
    /// A theme of the store as `--state-json` writes it, its colour as RGBA components.
    struct StoredTheme: Encodable {
        struct RGBA: Encodable { let red: Double, green: Double, blue: Double, alpha: Double }
        let id: String, name: String, emojis: [String], removedEmojis: [String], pairs: Theme.Pairs, color: RGBA

        init(_ theme: Theme) {
            let color = ThemePalette.rgba(for: theme.color)
            (id, name, emojis, removedEmojis, pairs) = (theme.id, theme.name, theme.emojis, theme.removedEmojis, theme.pairs)
            self.color = RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
    }
}
