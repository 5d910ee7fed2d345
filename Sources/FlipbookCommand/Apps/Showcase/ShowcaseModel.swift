import Foundation

/// The showcase's fruit stand: the fruits for sale, the favourite, and the orders placed. A
/// value type; the view model keeps it.
struct FruitStand: Equatable {
    /// The fruits on sale, in order.
    var fruits = ["Apples 🍎", "Bananas 🍌", "Cherries 🍒", "Grapes 🍇", "Lemons 🍋", "Peaches 🍑"]
    /// The fruit chosen from a context menu, if any.
    var favourite: String?
    /// Orders placed from the sheet, oldest first, as one-line summaries.
    var orders: [String] = []

    /// Removes the fruits at `offsets` (a swipe to delete, or edit mode).
    mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where fruits.indices.contains(offset) { fruits.remove(at: offset) }
        if let favourite, !fruits.contains(favourite) { self.favourite = nil }
    }

    /// Removes `fruit`.
    mutating func remove(_ fruit: String) {
        if let index = fruits.firstIndex(of: fruit) { remove(atOffsets: IndexSet(integer: index)) }
    }

    /// Puts the fruits back as they were, with no favourite.
    mutating func reset() { self = FruitStand(orders: orders) }
}
