extension Text {
    /// Joins two texts into one, as SwiftUI's `+` on `Text`: one paragraph that wraps as a
    /// whole, each part in its own font, weight, slant and colour.
    ///
    /// `Text("Score: ").bold() + Text("\(score)").foregroundColor(.red)` draws one line
    /// whose first part is bold and whose second is red. A modifier applied to the joined
    /// text applies to every part that does not set the same thing itself, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - lhs: The first part.
    ///   - rhs: The part after it.
    /// - Returns: The text of both, each part keeping its style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.string + rhs.string)
        joined.parts = lhs.partsWithOwnAttributes + rhs.partsWithOwnAttributes
        return joined
    }

    /// The text's parts, each with the text's own modifiers under its own.
    private var partsWithOwnAttributes: [TextPart] {
        guard !parts.isEmpty else { return [TextPart(length: string.utf8.count, attributes: attributes)] }
        return parts.map { part in
            var part = part
            part.attributes = part.attributes.over(attributes)
            return part
        }
    }
}

/// A part of a text made with `+`: how many bytes of the text's UTF-8 it covers, and its own
/// modifiers.
struct TextPart: Hashable, Sendable {
    var length: Int
    var attributes: TextAttributes
}

/// A run of text in its own font and colour: UTF-8 byte offsets into the string, as Pango's
/// attributes count them.
package struct TextSpan: Hashable, Sendable {
    package var start: Int
    package var end: Int
    package var font: Font
    package var color: Color
}

extension TextAttributes {
    /// These attributes, with `outer`'s where these set nothing: a part's own modifiers over
    /// the joined text's.
    func over(_ outer: TextAttributes) -> TextAttributes {
        TextAttributes(font: font ?? outer.font, weight: weight ?? outer.weight, isItalic: isItalic || outer.isItalic,
                       color: color ?? outer.color)
    }
}

extension TextStyle {
    /// The largest font size of the text, its spans' included, in points.
    package var largestFontSize: Double { spans.reduce(font.size) { Swift.max($0, $1.font.size) } }

    /// Scales the text's font and its spans' fonts by `factor`.
    package mutating func scaleFonts(by factor: Double) {
        font.size *= factor
        for index in spans.indices { spans[index].font.size *= factor }
    }
}
