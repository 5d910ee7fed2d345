import Flipbook

extension AssignmentOneView {
    /// Assignment I's three themes: vehicles, animals and food.
    public static let standardChoices = [
        ThemeChoice(caption: "Vehicles", icon: "car", emojis: ["🚲", "🚂", "🚁", "🚜", "🚕", "🏎️", "🚑", "🚓"]),
        ThemeChoice(caption: "Animals", icon: "pawprint", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"]),
        ThemeChoice(caption: "Food", icon: "fork.knife", emojis: ["🍏", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓"]),
    ]

    /// The screen with the standard themes, the first one chosen, its cards shuffled by `seed`.
    public static func standard(seed: UInt64, appearance: Appearance) -> AssignmentOneView {
        var generator = SeededGenerator(seed: seed)
        let emojis = standardChoices[0].emojis
        let cards = (emojis + emojis).shuffled(using: &generator).enumerated().map { (id: $0, emoji: $1, isFaceUp: true) }
        return AssignmentOneView(cards: cards, choices: standardChoices, appearance: appearance, choose: { _ in }, turn: { _ in })
    }
}
