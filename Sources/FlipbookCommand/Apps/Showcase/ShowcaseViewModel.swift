import Foundation
import Flipbook

/// The showcase's view model: keeps the fruit stand and its intents.
@Observable
final class ShowcaseViewModel {
    private(set) var stand = FruitStand()

    var fruits: [String] { stand.fruits }
    var favourite: String? { stand.favourite }
    var orders: [String] { stand.orders }

    func remove(atOffsets offsets: IndexSet) { stand.remove(atOffsets: offsets) }
    func remove(_ fruit: String) { stand.remove(fruit) }
    func makeFavourite(_ fruit: String) { stand.favourite = fruit }
    func reset() { stand.reset() }
    func place(_ order: FruitOrder) { stand.orders.append(order.summary) }
}
