extension Font {
    /// The shapes of the system font, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The pinned family that draws the design.
        var family: String {
            switch self {
            case .default, .rounded: Font.textFamily
            case .serif: "DejaVu Serif"
            case .monospaced: "DejaVu Sans Mono"
            }
        }
    }

    /// The dynamic-type styles, as SwiftUI's `Font.TextStyle`, at iOS's default sizes.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The font of the style.
        public var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The font in bold, as SwiftUI's `Font.bold()`.
    public func bold() -> Font { weight(.bold) }

    /// The font in `weight`, as SwiftUI's `Font.weight(_:)`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font slanted, as SwiftUI's `Font.italic()`.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The font with digits of one width, as SwiftUI's `Font.monospacedDigit()`; DejaVu's
    /// digits already are, so the font is unchanged.
    public func monospacedDigit() -> Font { self }
}
