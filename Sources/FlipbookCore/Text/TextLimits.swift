extension Text {
    /// Where text too long for its lines is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// `…` in place of the beginning.
        case head
        /// `…` in place of the end.
        case tail
        /// `…` in place of the middle.
        case middle
    }

    /// A change of letter case, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Capital letters.
        case uppercase
        /// Small letters.
        case lowercase

        /// `string` in this case.
        func applied(to string: String) -> String {
            self == .uppercase ? string.uppercased() : string.lowercased()
        }
    }
}

/// How text inside a view wraps, cuts and shrinks: what `.lineLimit`, `.minimumScaleFactor`,
/// `.multilineTextAlignment`, `.truncationMode` and `.textCase` set, one environment value.
struct TextLimits: Hashable, Sendable {
    var lineLimit: Int?
    var minimumScaleFactor: CGFloat = 1
    var alignment = TextAlignment.center
    var truncationMode = Text.TruncationMode.tail
    var textCase: Text.Case?
    /// The weight `.bold()` or `.fontWeight(_:)` on a view gives the text inside, whatever its font.
    var weight: Font.Weight?
    /// Whether `.italic()` on a view slants the text inside, whatever its font.
    var isItalic = false
}

private struct TextLimitsKey: EnvironmentKey {
    static let defaultValue = TextLimits()
}

extension EnvironmentValues {
    var textLimits: TextLimits {
        get { self[TextLimitsKey.self] }
        set { self[TextLimitsKey.self] = newValue }
    }

    /// The most lines text may take (`nil`: as many as it needs).
    public var lineLimit: Int? {
        get { textLimits.lineLimit }
        set { textLimits.lineLimit = newValue }
    }

    /// How far one-line text (`.lineLimit(1)`) may shrink to fit its width, 0...1 (1: not at
    /// all). Text of more lines wraps at its size: Flipbook does not shrink it to a height.
    public var minimumScaleFactor: CGFloat {
        get { textLimits.minimumScaleFactor }
        set { textLimits.minimumScaleFactor = newValue }
    }

    /// How the lines of text line up with each other. Flipbook centres them unless told
    /// otherwise, where iOS lines them up on the leading edge (the README lists the difference).
    public var multilineTextAlignment: TextAlignment {
        get { textLimits.alignment }
        set { textLimits.alignment = newValue }
    }

    /// Where text too long for its lines is cut.
    public var truncationMode: Text.TruncationMode {
        get { textLimits.truncationMode }
        set { textLimits.truncationMode = newValue }
    }

    /// The letter case text is shown in (`nil`: as written).
    public var textCase: Text.Case? {
        get { textLimits.textCase }
        set { textLimits.textCase = newValue }
    }
}

extension View {
    /// Lets text inside take at most `number` lines, cut with `…` beyond (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }

    /// Lets one-line text inside (`.lineLimit(1)`) shrink down to `factor` of its font size to
    /// fit its width.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Lines up the lines of text inside with each other.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text too long for its lines is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// Shows text inside in `textCase` (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
