/// What a `Text`'s own modifiers change of the font and colour its environment gives it.
struct TextAttributes: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?

    /// These attributes with a semantic colour (`Color.secondary`) made concrete in `environment`.
    func resolved(in environment: EnvironmentValues) -> TextAttributes {
        guard let color, color.semantic != nil else { return self }
        var resolved = self
        resolved.color = color.resolved(in: environment)
        return resolved
    }

    /// `style` with these changes made.
    func applied(to style: TextStyle) -> TextStyle {
        guard self != TextAttributes() else { return style }
        var style = style
        if let font { style.font = font }
        if let weight { style.font.weight = weight }
        if isItalic { style.font.isItalic = true }
        if let color { style.color = color }
        return style
    }
}

extension Text {
    /// The text in `font`, or the environment's when `nil`, as SwiftUI's `Text.font(_:)`.
    public func font(_ font: Font?) -> Text { changing { $0.font = font } }

    /// The text in bold, as SwiftUI's `Text.bold()`.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in bold when `isActive`, as SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// The text slanted, as SwiftUI's `Text.italic()`.
    public func italic() -> Text { changing { $0.isItalic = true } }

    /// The text slanted when `isActive`, as SwiftUI's `Text.italic(_:)`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// The text in `weight`, or the font's own when `nil`, as SwiftUI's `Text.fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { changing { $0.weight = weight } }

    /// The text in `color`, or the environment's when `nil`, as SwiftUI's `Text.foregroundColor(_:)`.
    public func foregroundColor(_ color: Color?) -> Text { changing { $0.color = color } }

    /// The text with digits of one width, as SwiftUI's `Text.monospacedDigit()` (DejaVu's are).
    public func monospacedDigit() -> Text { self }

    private func changing(_ change: (inout TextAttributes) -> Void) -> Text {
        var text = self
        change(&text.attributes)
        return text
    }
}

extension Text {
    /// Creates text showing `input` formatted by `format`, as SwiftUI's `Text(_:format:)`:
    /// `Text(score, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension View {
    /// Draws text inside in bold, whatever its font, as SwiftUI's `View.bold(_:)` of iOS 16.
    public func bold(_ isActive: Bool = true) -> some View {
        modifyingAttributes { attributes in
            if isActive { attributes.environment.addOuter { $0.textLimits.weight = .bold } }
        }
    }

    /// Slants text inside, whatever its font, as SwiftUI's `View.italic(_:)` of iOS 16.
    public func italic(_ isActive: Bool = true) -> some View {
        modifyingAttributes { attributes in
            if isActive { attributes.environment.addOuter { $0.textLimits.isItalic = true } }
        }
    }

    /// Draws text inside in `weight` (`nil`: the font's own), whatever its font, as SwiftUI's
    /// `View.fontWeight(_:)` of iOS 16.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifyingAttributes { $0.environment.addOuter { $0.textLimits.weight = weight } }
    }
}
