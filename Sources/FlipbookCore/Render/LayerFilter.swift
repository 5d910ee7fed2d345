/// A filter applied to everything a view draws, as a layer: SwiftUI's `blur(radius:opaque:)`,
/// `saturation(_:)` and `grayscale(_:)`.
package enum LayerFilter: Sendable, Equatable {
    /// A Gaussian blur of standard deviation `radius` points. An `opaque` blur keeps to the
    /// view's frame: the pixels at its edges repeat beyond them, and the result is made opaque.
    case blur(radius: Double, opaque: Bool)
    /// A colour matrix that scales saturation by `amount`: 0 grey, 1 unchanged, above 1 more
    /// intense (the SVG `saturate` filter).
    case saturation(Double)

    /// How far the filter moves pixels beyond what the children draw: three standard
    /// deviations of a blur that may spread out, nothing otherwise.
    package var reach: Double {
        guard case let .blur(radius, opaque) = self, !opaque else { return 0 }
        return 3 * max(0, radius)
    }

    /// Whether a pixel of the result depends on pixels around it, as a blur's does.
    package var spreadsPixels: Bool {
        if case .blur = self { return true }
        return false
    }

    /// A blur's radius kept to what can be drawn: 0 for a negative or non-number radius.
    static func limitedRadius(_ radius: CGFloat) -> Double {
        radius.isFinite ? min(max(0, radius), 1_000) : 0
    }
}
