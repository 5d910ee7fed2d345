import Foundation

/// One of three states: the value of one feature of a Set card.
///
/// The model gives the states no meaning beyond being different from one another; the view
/// model decides that `.one` is a diamond, red, or a penguin.
public enum TriState: Int, CaseIterable, Hashable, Sendable {
    /// The first state (raw value 0).
    case one
    /// The second state (raw value 1).
    case two
    /// The third state (raw value 2).
    case three
}

extension TriState {
    /// The state that makes a Set with `self` and `other`: the same state if both are the
    /// same, otherwise the one state that neither is.
    ///
    /// - Parameter other: The state of the second card.
    /// - Returns: The state the third card must have.
    public func completing(_ other: TriState) -> TriState {
        // Raw values of a Set's three states sum to a multiple of 3.
        TriState(rawValue: (6 - rawValue - other.rawValue) % 3)!
    }
}
