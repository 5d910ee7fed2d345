/// How a shape is filled, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (else the non-zero winding rule).
    public var isEOFilled: Bool
    /// Whether edges are antialiased; Flipbook always antialiases.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    /// The rule that decides which regions the path encloses.
    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
