/// A shadow drawn under a view's content, as SwiftUI's `shadow(color:radius:x:y:)`: the
/// content's silhouette in `color`, blurred by `radius` and moved by `offset`.
package struct DropShadow: Sendable, Equatable {
    package var color: Color
    /// The blur's standard deviation, in points, as a layer's shadow radius.
    package var radius: Double
    package var offset: CGSize

    /// `value` within `range`, 0 when it is not a number: a shadow further than a hundred
    /// thousand points away is off any screen, and Cairo's fixed-point coordinates end soon after.
    static func limited(_ value: CGFloat, to range: ClosedRange<CGFloat> = -100_000...100_000) -> CGFloat {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : 0
    }

    /// How far the blur reaches beyond the silhouette: three standard deviations.
    package var reach: Double { 3 * max(0, radius) }
}
