import FlipbookCore

/// How far two images may differ and still match.
public struct ComparisonTolerance: Hashable, Sendable {
    /// The largest difference, 0...255, allowed in any channel of a pixel (compared with
    /// premultiplied alpha, so invisible pixels never differ) before the pixel counts as differing.
    public var perChannel: Int
    /// The share of pixels, 0...1, allowed to differ beyond `perChannel`.
    public var maxDifferingShare: Double

    /// Creates a tolerance; values are clamped to their ranges.
    public init(perChannel: Int = 0, maxDifferingShare: Double = 0) {
        self.perChannel = Swift.min(255, Swift.max(0, perChannel))
        self.maxDifferingShare = Swift.min(1, Swift.max(0, maxDifferingShare))
    }

    /// Every byte must match.
    public static let exact = ComparisonTolerance()
}
