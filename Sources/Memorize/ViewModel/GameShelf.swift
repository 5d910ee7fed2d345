import Flipbook

/// The games being played, one per theme, kept while the player goes back to the chooser and
/// comes again (Assignment VI, extra credit 3: hold the games' view models by theme id, and
/// give each game its theme anew when the theme changes).
@Observable
public final class GameShelf {
    /// The games, by theme id.
    private var games: [Theme.ID: EmojiMemoryGame] = [:]
    /// The themes whose game has been on screen (and dealt) already.
    private var shown: Set<Theme.ID> = []
    /// The themes whose game an edit restarted and that has not been on screen since.
    private var restarted: Set<Theme.ID> = []
    private let seed: UInt64
    private let clock: VirtualClock

    /// An empty shelf whose games are dealt from `seed` and read time from `clock`.
    public init(seed: UInt64, clock: VirtualClock) {
        self.seed = seed
        self.clock = clock
    }

    /// The ids of the themes with a game kept, sorted.
    public var themeIDs: [Theme.ID] { games.keys.sorted() }

    /// The game kept for the theme `id`, if any.
    public func game(id: Theme.ID) -> EmojiMemoryGame? { games[id] }

    /// The game of `theme`: the one kept, or a new one (the same cards as a game started
    /// with this seed on its own).
    public func game(for theme: Theme) -> EmojiMemoryGame {
        if let game = games[theme.id] { return game }
        let game = EmojiMemoryGame(theme: theme, seed: seed, clock: clock)
        games[theme.id] = game
        return game
    }

    /// Keeps `game` as the game of its theme.
    public func keep(_ game: EmojiMemoryGame) {
        games[game.theme.id] = game
    }

    /// Whether the game of `id` was on screen before (its deal need not be shown again, hint 1).
    public func wasShown(_ id: Theme.ID) -> Bool { shown.contains(id) }

    /// Whether an edit of theme `id` restarted its game since it was last on screen: its
    /// cards are dealt from the deck as soon as it shows, as after New Game.
    public func wasRestarted(_ id: Theme.ID) -> Bool { restarted.contains(id) }

    /// Remembers that the game of `id` is on screen.
    public func markShown(_ id: Theme.ID) {
        shown.insert(id)
        restarted.remove(id)
    }

    /// Brings the games up to date with `themes`: a game whose theme changed restarts with
    /// the new theme (only that one); the games of deleted themes go.
    public func sync(with themes: [Theme]) {
        let byID = Dictionary(themes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (id, game) in games {
            guard let theme = byID[id] else {
                games[id] = nil
                shown.remove(id)
                restarted.remove(id)
                continue
            }
            if game.theme != theme { restart(game, with: theme) }
        }
    }

    /// Starts a new game of the edited `theme`; it is dealt afresh when it next shows.
    private func restart(_ game: EmojiMemoryGame, with theme: Theme) {
        game.theme = theme
        shown.remove(theme.id)
        restarted.insert(theme.id)
    }
}
