import Flipbook

/// What the order sheet's form edits: one of each control's value.
struct FruitOrder: Equatable {
    enum Size: String, CaseIterable, Hashable { case small = "S", medium = "M", large = "L" }

    var name = ""
    var boxes = 1
    var isGift = false
    var ripeness = 0.5
    var size = Size.medium
    var delivery = "Tomorrow"
    var ribbon = Color.red

    /// The deliveries on offer.
    static let deliveries = ["Today", "Tomorrow", "Next week"]

    /// The order in one line: `Ada 🍓: 3 × M, gift, Tomorrow`.
    var summary: String {
        "\(name.isEmpty ? "Someone" : name): \(boxes) × \(size.rawValue)\(isGift ? ", gift" : ""), \(delivery)"
    }
}
