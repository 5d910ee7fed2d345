/// How lines of text line up with each other inside their width.
public enum TextAlignment: Sendable {
    case leading, center, trailing
}

/// Everything about how a string is drawn, apart from where.
public struct TextStyle: Hashable, Sendable {
    /// The font.
    public var font: Font
    /// The colour of text glyphs; colour emoji keep their own colours.
    public var color: Color
    /// The alignment of lines within the layout width.
    public var alignment: TextAlignment
    /// Runs of the text in other fonts and colours (a text made with `+`), in order.
    package var spans: [TextSpan] = []

    /// Creates a text style.
    public init(font: Font, color: Color = .black, alignment: TextAlignment = .leading) {
        self.font = font
        self.color = color
        self.alignment = alignment
    }
}
