import Foundation

extension Color {
    /// The colour spaces a colour's components can be given in, as SwiftUI's
    /// `Color.RGBColorSpace`. Flipbook draws in sRGB: linear components are encoded with the
    /// sRGB curve, and Display P3 components are taken as sRGB ones (the README says so).
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB colour space, with its transfer curve.
        case sRGB
        /// The sRGB primaries with linear components.
        case sRGBLinear
        /// The Display P3 colour space (drawn as sRGB).
        case displayP3
    }

    /// Creates a colour from components in `colorSpace`, each 0...1, as SwiftUI's
    /// `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let encode = { colorSpace == .sRGBLinear ? Self.sRGBEncoded($0) : $0 }
        self.init(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
    }

    /// Creates a grey of `white` (0 black ... 1 white), as SwiftUI's `Color(white:opacity:)`.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a grey of `white` in `colorSpace`, as SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a colour from its hue (0...1, red at 0 and again at 1), saturation and
    /// brightness, as SwiftUI's `Color(hue:saturation:brightness:opacity:)`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? hue - hue.rounded(.down) : 0
        let sector = hue * 6, fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) % 6 {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A linear component encoded with the sRGB transfer curve.
    private static func sRGBEncoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }
}
