import Flipbook
import FlipbookSupport

extension EmojiMemoryGame {
    /// The game a scene starts with: of `theme`, or of one of `themes` picked by the seed when
    /// none is named (the same pick, and the same cards, as before themes were kept apart
    /// from the game).
    static func starting(themes: [Theme], theme: Theme?, seed: UInt64, clock: VirtualClock) throws -> EmojiMemoryGame {
        var generator = SeededGenerator(seed: seed)
        guard let chosen = theme ?? themes.randomElement(using: &generator) else {
            throw ThemeStoreError.noPlayableTheme(file: "the store", problems: [])
        }
        return EmojiMemoryGame(theme: chosen, generator: generator, clock: clock)
    }
}
