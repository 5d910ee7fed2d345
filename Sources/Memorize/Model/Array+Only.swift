import Foundation

extension Array {
    /// The only element, or `nil` when the array is empty or holds more than one (the
    /// lecture's `only`).
    var only: Element? {
        count == 1 ? first : nil
    }
}
