/// A colour in the sRGB colour space with straight (not premultiplied) alpha; every
/// component runs from 0 to 1.
public struct Color: Hashable, Sendable {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double
    /// The style whose colour this is where it is drawn (`Color.primary`, `.secondary`,
    /// `.accentColor`), if any; the components then hold its light-scheme colour.
    var semantic: SemanticStyle.Kind?

    /// Creates a colour from sRGB components in 0...1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(opacity)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            opacity: opacity
        )
    }

    /// The same colour with its opacity multiplied by `opacity`, as SwiftUI's `opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        var faded = Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
        faded.semantic = semantic
        return faded
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }
}

extension Color: CustomStringConvertible {
    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public var description: String {
        let bytes = [red, green, blue].map { Int(($0 * 255).rounded()) }
        let hex = bytes.map { String(format2: $0) }.joined()
        return alpha < 1 ? "#\(hex)\(String(format2: Int((alpha * 255).rounded())))" : "#\(hex)"
    }
}

extension String {
    /// Two uppercase hexadecimal digits of a byte.
    fileprivate init(format2 byte: Int) {
        let digits = String(byte, radix: 16, uppercase: true)
        self = digits.count < 2 ? "0" + digits : digits
    }
}
