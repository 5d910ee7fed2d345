import Foundation

/// A font: a family from the pinned set, a size in points, a weight and a slant.
///
/// Text families fall back to Noto Color Emoji for emoji, so a string mixing words and emoji
/// draws both. SwiftUI's San Francisco is drawn in DejaVu: Sans for `.default` and `.rounded`,
/// Serif for `.serif`, Sans Mono for `.monospaced`.
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are, as SwiftUI's `Font.Weight`. DejaVu has a book and a bold
    /// face: weights up to `.medium` draw in the book face, heavier ones in bold.
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100
        case thin = 200
        case light = 300
        case regular = 400
        case medium = 500
        case semibold = 600
        case bold = 700
        case heavy = 800
        case black = 900
    }

    /// The family name, as fontconfig knows it ("DejaVu Sans").
    public var family: String
    /// The size in points (the em height).
    public var size: CGFloat
    /// The weight.
    public var weight: Weight
    /// Whether the glyphs slant (`.italic()`): DejaVu's oblique faces.
    public var isItalic = false

    /// Creates a font.
    public init(family: String = Font.textFamily, size: CGFloat, weight: Weight = .regular) {
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

    /// The system font at `size` points, as SwiftUI's `Font.system(size:weight:design:)`.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(family: design.family, size: size, weight: weight)
    }

    /// The system font of a text style, as SwiftUI's `Font.system(_:design:weight:)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = style.font
        return Font(family: (design ?? .default).family, size: font.size, weight: weight ?? font.weight)
    }

    /// SwiftUI's `.largeTitle`: 34 pt.
    public static let largeTitle = Font.system(size: 34)
    /// SwiftUI's `.title`: 28 pt.
    public static let title = Font.system(size: 28)
    /// SwiftUI's `.title2`: 22 pt.
    public static let title2 = Font.system(size: 22)
    /// SwiftUI's `.title3`: 20 pt.
    public static let title3 = Font.system(size: 20)
    /// SwiftUI's `.headline`: 17 pt semibold.
    public static let headline = Font.system(size: 17, weight: .semibold)
    /// SwiftUI's `.subheadline`: 15 pt.
    public static let subheadline = Font.system(size: 15)
    /// SwiftUI's `.body`: 17 pt.
    public static let body = Font.system(size: 17)
    /// SwiftUI's `.callout`: 16 pt.
    public static let callout = Font.system(size: 16)
    /// SwiftUI's `.footnote`: 13 pt.
    public static let footnote = Font.system(size: 13)
    /// SwiftUI's `.caption`: 12 pt.
    public static let caption = Font.system(size: 12)
    /// SwiftUI's `.caption2`: 11 pt.
    public static let caption2 = Font.system(size: 11)
}
