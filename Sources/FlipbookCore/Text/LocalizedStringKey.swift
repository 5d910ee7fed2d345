import Foundation

/// The key of a localized string, as SwiftUI's `LocalizedStringKey`: what `Text("…")` takes
/// for a literal. Flipbook has no string tables, so the key is the text shown. Interpolations
/// read as SwiftUI reads them: `\(value, specifier: "%.1f")`, `\(value, format: .number)`, and
/// a floating-point value with `%lf` (six decimals, as on iOS).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key stands for.
    package let text: String

    /// A key for `value`.
    public init(_ value: String) { text = value }

    /// A key for a string literal.
    public init(stringLiteral value: String) { text = value }

    /// A key for an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// The parts of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        /// A string as it is.
        public mutating func appendInterpolation(_ string: String) { text += string }

        /// A value as its `description` writes it (an optional is not, as in SwiftUI).
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) { text += value.description }

        /// A floating-point value with `%lf`, as iOS formats it: six decimals.
        public mutating func appendInterpolation(_ value: Double) { text += String(format: "%lf", value) }

        /// A floating-point value with `%lf`, as iOS formats it: six decimals.
        public mutating func appendInterpolation(_ value: CGFloat) { text += String(format: "%lf", Double(value)) }

        /// A floating-point value with `%f`, as iOS formats it: six decimals.
        public mutating func appendInterpolation(_ value: Float) { text += String(format: "%f", Double(value)) }

        /// A value formatted by a `printf` specifier: `\(score, specifier: "%.2f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, value)
        }

        /// A value formatted by a format style: `\(price, format: .number)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }

        /// The string of a `Text` (its styling is not kept).
        public mutating func appendInterpolation(_ text: Text) { self.text += text.string }
    }
}

extension Text {
    /// Creates text showing the string of `key`, as SwiftUI's `Text(_:tableName:bundle:comment:)`.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
    }
}
