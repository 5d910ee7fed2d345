import FlipbookCore

/// The SVG `saturate` colour matrix for an amount, in fixed point (16 bits of fraction), as
/// SwiftUI's `saturation(_:)` and `grayscale(_:)` apply it: 0 leaves each pixel's luminance
/// (Rec. 709 weights) in grey, 1 changes nothing, more pushes colours away from grey.
/// Applied to sRGB values as stored, premultiplied: integer arithmetic only, so the same
/// pixels always give the same bytes.
struct SaturationMatrix {
    /// Rows for red, green and blue; each the weights of red, green and blue.
    private let rows: [[Int]]

    init(amount: Double) {
        let s = amount.isFinite ? min(max(amount, 0), 100) : 1
        let weights = [0.213, 0.715, 0.072]
        rows = (0..<3).map { row in
            (0..<3).map { column in
                let value = weights[column] * (1 - s) + (row == column ? s : 0)
                return Int((value * 65_536).rounded())
            }
        }
    }

    /// Applies the matrix to `width`×`height` premultiplied pixels (Cairo's ARGB32), rows
    /// `stride` bytes apart, in place; each channel is kept within the pixel's alpha.
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let (r, g, b) = (rows[0], rows[1], rows[2])
        for y in 0..<height {
            var pixel = pixels + y * stride
            for _ in 0..<width {
                let alpha = Int(pixel[Pixel.alpha])
                if alpha > 0 {
                    let red = Int(pixel[Pixel.red]), green = Int(pixel[Pixel.green]), blue = Int(pixel[Pixel.blue])
                    pixel[Pixel.red] = Self.channel(r[0] * red + r[1] * green + r[2] * blue, alpha: alpha)
                    pixel[Pixel.green] = Self.channel(g[0] * red + g[1] * green + g[2] * blue, alpha: alpha)
                    pixel[Pixel.blue] = Self.channel(b[0] * red + b[1] * green + b[2] * blue, alpha: alpha)
                }
                pixel += 4
            }
        }
    }

    /// A fixed-point sum rounded to a channel's byte, within 0...`alpha`.
    private static func channel(_ sum: Int, alpha: Int) -> UInt8 {
        UInt8(min(max((sum + 32_768) >> 16, 0), alpha))
    }
}
