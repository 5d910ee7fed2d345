import CCairo
import FlipbookCore

extension Canvas {
    /// Draws `bitmap` with its top-left corner at `origin`, one pixel to a point, scaled by
    /// `scale` (bilinear), under the current transform.
    public func draw(_ bitmap: Bitmap, at origin: CGPoint, scale: Double = 1) throws {
        willDraw()
        let format = CAIRO_FORMAT_ARGB32
        let stride = Int(cairo_format_stride_for_width(format, Int32(bitmap.width)))
        var words = [UInt8](repeating: 0, count: stride * bitmap.height)
        Canvas.premultiply(bitmap, into: &words, stride: stride)
        try words.withUnsafeMutableBufferPointer { buffer in
            guard let image = cairo_image_surface_create_for_data(buffer.baseAddress, format, Int32(bitmap.width),
                                                                  Int32(bitmap.height), Int32(stride)) else {
                throw FlipbookError.cairo("could not wrap the bitmap")
            }
            defer { cairo_surface_destroy(image) }
            try Canvas.check(cairo_surface_status(image)) {}
            withSavedState {
                cairo_translate(context, origin.x, origin.y)
                cairo_scale(context, scale, scale)
                cairo_set_source_surface(context, image, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
                cairo_paint(context)
            }
        }
    }

    /// Straight RGBA bytes to Cairo's premultiplied native-endian ARGB32 words.
    private static func premultiply(_ bitmap: Bitmap, into words: inout [UInt8], stride: Int) {
        words.withUnsafeMutableBytes { raw in
            for y in 0..<bitmap.height {
                let row = (raw.baseAddress! + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<bitmap.width {
                    let index = (y * bitmap.width + x) * 4
                    let alpha = UInt32(bitmap.pixels[index + 3])
                    func channel(_ offset: Int) -> UInt32 { (UInt32(bitmap.pixels[index + offset]) * alpha + 127) / 255 }
                    row[x] = alpha << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                }
            }
        }
    }
}
