/// A font: a family from the pinned set, a size in points and a weight.
///
/// Text families fall back to Noto Color Emoji for emoji, so a string mixing words and emoji
/// draws both.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
    }

    /// The family name, as fontconfig knows it ("DejaVu Sans").
    public var family: String
    /// The size in points (the em height).
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// Creates a font.
    public init(family: String = Font.textFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The family for text.
    public static let textFamily = "DejaVu Sans"
    /// The family for emoji.
    public static let emojiFamily = "Noto Color Emoji"
    /// The family whose glyphs stand in for SF Symbols.
    public static let iconFamily = "Material Icons"

    /// The text font at `size`, as SwiftUI's `Font.system(size:weight:)`.
    public static func system(size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// SwiftUI's `.largeTitle`: 34 pt.
    public static let largeTitle = Font.system(size: 34)
    /// SwiftUI's `.title`: 28 pt.
    public static let title = Font.system(size: 28)
    /// SwiftUI's `.headline`: 17 pt semibold.
    public static let headline = Font.system(size: 17, weight: .semibold)
    /// SwiftUI's `.body`: 17 pt.
    public static let body = Font.system(size: 17)
    /// SwiftUI's `.caption`: 12 pt.
    public static let caption = Font.system(size: 12)
}
