#if !canImport(UIKit)
/// A colour as UIKit's `UIColor`, which `import SwiftUI` brings on iOS: made from components
/// or a SwiftUI `Color`, read back with `getRed(_:green:blue:alpha:)`. Colours are sRGB, in
/// their light-mode values.
public final class UIColor: Hashable, @unchecked Sendable {
    /// The colour.
    let color: Color

    init(storing color: Color) { self.color = color }

    /// A colour from sRGB components in 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storing: Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// A grey of `white` (0 black ... 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(storing: Color(white: white, opacity: alpha))
    }

    /// A colour from its hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(storing: Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha))
    }

    /// The colour of a SwiftUI `Color`.
    public convenience init(_ color: Color) { self.init(storing: color) }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) { self.init(storing: cgColor.color) }

    /// The colour as a `CGColor`.
    public var cgColor: CGColor { CGColor(color: color) }

    /// The same colour with `alpha` as its opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(storing: Color(red: color.red, green: color.green, blue: color.blue, opacity: alpha))
    }

    /// Writes the sRGB components and the opacity where the pointers point; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension UIColor {
    /// UIKit's `black`.
    public static var black: UIColor { UIColor(Color.black) }
    /// UIKit's `white`.
    public static var white: UIColor { UIColor(Color.white) }
    /// UIKit's `clear`.
    public static var clear: UIColor { UIColor(Color.clear) }
    /// UIKit's `gray`.
    public static var gray: UIColor { UIColor(Color(white: 0.5)) }
    /// UIKit's `red`.
    public static var red: UIColor { UIColor(Color(red: 1, green: 0, blue: 0)) }
    /// UIKit's `green`.
    public static var green: UIColor { UIColor(Color(red: 0, green: 1, blue: 0)) }
    /// UIKit's `blue`.
    public static var blue: UIColor { UIColor(Color(red: 0, green: 0, blue: 1)) }
    /// UIKit's `systemRed`.
    public static var systemRed: UIColor { UIColor(Color.red) }
    /// UIKit's `systemOrange`.
    public static var systemOrange: UIColor { UIColor(Color.orange) }
    /// UIKit's `systemYellow`.
    public static var systemYellow: UIColor { UIColor(Color.yellow) }
    /// UIKit's `systemGreen`.
    public static var systemGreen: UIColor { UIColor(Color.green) }
    /// UIKit's `systemMint`.
    public static var systemMint: UIColor { UIColor(Color.mint) }
    /// UIKit's `systemTeal`.
    public static var systemTeal: UIColor { UIColor(Color.teal) }
    /// UIKit's `systemCyan`.
    public static var systemCyan: UIColor { UIColor(Color.cyan) }
    /// UIKit's `systemBlue`.
    public static var systemBlue: UIColor { UIColor(Color.blue) }
    /// UIKit's `systemIndigo`.
    public static var systemIndigo: UIColor { UIColor(Color.indigo) }
    /// UIKit's `systemPurple`.
    public static var systemPurple: UIColor { UIColor(Color.purple) }
    /// UIKit's `systemPink`.
    public static var systemPink: UIColor { UIColor(Color.pink) }
    /// UIKit's `systemBrown`.
    public static var systemBrown: UIColor { UIColor(Color.brown) }
    /// UIKit's `systemGray`.
    public static var systemGray: UIColor { UIColor(Color.gray) }
}

extension Color {
    /// The colour of a `UIColor`, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The colour of a `UIColor`, as SwiftUI's `Color(_:)`.
    public init(_ color: UIColor) { self = color.color }

    /// The colour of a `CGColor`, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) { self = cgColor.color }

    /// The colour as a `CGColor`, as SwiftUI's `Color.cgColor`.
    public var cgColor: CGColor? { CGColor(color: self) }
}
#endif
