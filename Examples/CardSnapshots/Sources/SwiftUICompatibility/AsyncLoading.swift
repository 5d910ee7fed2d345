import Flipbook

/// A store that loads its themes asynchronously, on the main actor as a view model does.
@MainActor
public final class ThemeCatalog {
    public init() {}

    /// The themes of `category`.
    public func themes(in category: String) async -> [String] {
        category == "Animals" ? ["🐶", "🐱", "🐭"] : ["🚗", "🚕", "🚙"]
    }
}

/// A list that loads when it appears and again when its category changes.
public struct ThemeEmojiLoader: View {
    let category: String
    let catalog = ThemeCatalog()
    @State private var emojis: [String] = []

    public init(category: String) { self.category = category }

    public var body: some View {
        Text(emojis.isEmpty ? "Loading…" : emojis.joined())
            .font(.largeTitle)
            .task(id: category) {
                emojis = await catalog.themes(in: category)
            }
    }
}

/// A palette of emoji that scrolls sideways, in two rows, as EmojiArt's palette chooser might.
public struct EmojiPaletteRows: View {
    let emojis: [String]

    public init(emojis: [String]) { self.emojis = emojis }

    public var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 4) {
                ForEach(emojis, id: \.self) { emoji in
                    Text(emoji).font(.largeTitle)
                }
            }
        }
        .frame(height: 88)
    }
}
