import Flipbook

/// A colour kept in a theme's JSON, turned into a `Color` and back through `UIColor`, as the
/// Memorize Themes assignment stores its colours.
public struct StoredColor: Codable, Equatable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public init(_ color: Color) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(color).getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }

    public var color: Color { Color(.sRGB, red: red, green: green, blue: blue, opacity: alpha) }
}

/// A background picture made from bytes, as EmojiArt's document shows its background.
public struct PictureBackground: View {
    let image: UIImage?

    public init(data: Data) { image = UIImage(data: data) }

    public var body: some View {
        ZStack {
            Color(uiColor: .systemTeal)
            if let image {
                Image(uiImage: image)
            }
        }
    }
}
