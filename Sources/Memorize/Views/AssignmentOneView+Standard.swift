import Flipbook

extension AssignmentOneView {
    /// Assignment I's three themes: vehicles, animals and food.
    public static let standardChoices = [
        ThemeChoice(caption: "Vehicles", icon: "car", emojis: ["🚲", "🚂", "🚁", "🚜", "🚕", "🏎️", "🚑", "🚓"]),
        ThemeChoice(caption: "Animals", icon: "pawprint", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"]),
        ThemeChoice(caption: "Food", icon: "fork.knife", emojis: ["🍏", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓"]),
    ]

    /// A game of the standard themes, shuffled by `seed`.
    public static func standardGame(seed: UInt64) -> AssignmentOneGame {
        AssignmentOneGame(themes: standardChoices.map(\.emojis), seed: seed)
    }

    /// The screen of `game`'s state, with the standard theme buttons; `update` runs the
    /// buttons' and cards' intents on the game.
    public static func standard(_ game: AssignmentOneGame,
                                update: @escaping ((inout AssignmentOneGame) -> Void) -> Void = { _ in }) -> AssignmentOneView {
        AssignmentOneView(cards: game.cards.map { (id: $0.id, emoji: $0.emoji, isFaceUp: $0.isFaceUp) },
                          choices: standardChoices,
                          choose: { index in withAnimation(.easeInOut(duration: 0.5)) { update { $0.choose(theme: index) } } },
                          turn: { id in withAnimation(.easeInOut(duration: 0.75)) { update { $0.turn(id) } } })
    }

    /// The screen with the standard themes, the first one chosen, its cards shuffled by `seed`.
    public static func standard(seed: UInt64) -> AssignmentOneView {
        standard(standardGame(seed: seed))
    }
}
