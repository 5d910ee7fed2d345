import CCairo
import FlipbookCore

extension Canvas {
    /// The pixels drawn so far.
    ///
    /// - Throws: `FlipbookError.cairo` when Cairo recorded an error while drawing, so a
    ///   failure never passes for a blank image.
    public func makeBitmap() throws -> Bitmap {
        try checkStatus()
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw FlipbookError.cairo("the image surface has no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: pixelSize.pixelCount * 4)
        pixels.withUnsafeMutableBufferPointer { output in
            for row in 0..<pixelSize.height {
                let input = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                Canvas.unpremultiply(row: input, into: output.baseAddress! + row * pixelSize.width * 4, count: pixelSize.width)
            }
        }
        return Bitmap(size: pixelSize, pixels: pixels)
    }

    /// Cairo's ARGB32 is one native-endian word per pixel with premultiplied alpha; a bitmap
    /// holds straight-alpha RGBA bytes.
    private static func unpremultiply(row input: UnsafePointer<UInt32>, into output: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count {
            let word = input[x]
            let alpha = word >> 24
            let pixel = output + x * 4
            pixel[0] = unpremultiplied((word >> 16) & 0xFF, alpha)
            pixel[1] = unpremultiplied((word >> 8) & 0xFF, alpha)
            pixel[2] = unpremultiplied(word & 0xFF, alpha)
            pixel[3] = UInt8(alpha)
        }
    }

    private static func unpremultiplied(_ channel: UInt32, _ alpha: UInt32) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }
}
