/// An image in memory: rows of sRGB pixels, four bytes each (red, green, blue, alpha), with
/// straight alpha, top row first. What a canvas makes, PNG files hold and comparisons read.
public struct Bitmap: Hashable, Sendable {
    /// The dimensions in pixels.
    public let size: PixelSize
    /// `width × height × 4` bytes, row by row.
    public package(set) var pixels: [UInt8]

    /// The width in pixels.
    public var width: Int { size.width }
    /// The height in pixels.
    public var height: Int { size.height }

    /// Creates an image of `size` filled with `color`.
    public init(size: PixelSize, color: Color = .clear) {
        self.size = size
        let rgba = color.rgbaBytes
        var pixels = [UInt8]()
        pixels.reserveCapacity(size.pixelCount * 4)
        for _ in 0..<size.pixelCount { pixels.append(contentsOf: rgba) }
        self.pixels = pixels
    }

    /// Wraps existing RGBA bytes.
    ///
    /// - Precondition: `pixels.count == size.width × size.height × 4`.
    public init(size: PixelSize, pixels: [UInt8]) {
        precondition(pixels.count == size.pixelCount * 4, "a \(size) bitmap needs \(size.pixelCount * 4) bytes")
        self.size = size
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y` (0-based, from the top-left).
    public subscript(x: Int, y: Int) -> Color {
        get {
            let index = (y * width + x) * 4
            return Color(red: Double(pixels[index]) / 255, green: Double(pixels[index + 1]) / 255,
                         blue: Double(pixels[index + 2]) / 255, opacity: Double(pixels[index + 3]) / 255)
        }
        set {
            let index = (y * width + x) * 4
            pixels.replaceSubrange(index..<index + 4, with: newValue.rgbaBytes)
        }
    }
}

extension Color {
    /// The colour as four bytes: red, green, blue, alpha.
    var rgbaBytes: [UInt8] {
        [red, green, blue, alpha].map { UInt8(($0 * 255).rounded()) }
    }
}
