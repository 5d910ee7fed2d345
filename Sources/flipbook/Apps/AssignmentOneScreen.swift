import Flipbook
import Memorize

/// The Assignment I screen with its three themes, the first chosen and its cards shuffled.
enum AssignmentOneScreen {
    static let choices = [
        AssignmentOneView.ThemeChoice(caption: "Vehicles", icon: "car", emojis: ["🚲", "🚂", "🚁", "🚜", "🚕", "🏎️", "🚑", "🚓"]),
        AssignmentOneView.ThemeChoice(caption: "Animals", icon: "pawprint", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"]),
        AssignmentOneView.ThemeChoice(caption: "Food", icon: "fork.knife", emojis: ["🍏", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇", "🍓"]),
    ]

    static func view(seed: UInt64, appearance: Appearance) -> AssignmentOneView {
        var generator = SeededGenerator(seed: seed)
        let emojis = choices[0].emojis
        let cards = (emojis + emojis).shuffled(using: &generator).enumerated().map { (id: $0, emoji: $1, isFaceUp: true) }
        return AssignmentOneView(cards: cards, choices: choices, appearance: appearance, choose: { _ in }, turn: { _ in })
    }
}
