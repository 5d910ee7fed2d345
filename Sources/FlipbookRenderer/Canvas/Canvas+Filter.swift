import CCairo
import FlipbookCore

extension Canvas {
    /// Draws what `content` draws through `filter`: the content is drawn once into a layer of
    /// its own, the layer's pixels are filtered, and the layer is painted.
    ///
    /// The layer covers `extent` (where the content draws, in the current coordinates) and as
    /// far around it as a blur reaches, on whole device pixels, on a grid of the blur's
    /// shrinking that is fixed on the device; an opaque blur's layer covers `bounds` (the
    /// view's frame) alone. Its pixels do not depend on the clip, so a frame redrawn in part
    /// has the bytes of the frame drawn whole.
    func drawFiltered(_ filter: LayerFilter, extent: CGRect, bounds: CGRect, _ content: (Canvas) throws -> Void) throws {
        willDraw()
        switch filter {
        case let .blur(radius, opaque) where radius > 0:
            try drawBlurred(sigma: radius * deviceScale, opaque: opaque, extent: opaque ? bounds : extent, content)
        case .blur:
            try content(self)
        case let .saturation(amount):
            try drawSaturated(amount, extent: extent, content)
        }
    }

    /// The blur: the layer shrunk `BoxBlur.downsampling` times, blurred, made opaque if asked,
    /// grown back bilinearly; an opaque blur is painted inside `extent` only.
    private func drawBlurred(sigma: Double, opaque: Bool, extent: CGRect, _ content: (Canvas) throws -> Void) throws {
        let blur = BoxBlur(sigma: sigma)
        let factor = blur.downsampling, reach = min(4_096, 3 * sigma)
        guard let region = layerRegion(of: extent, spread: opaque ? 0 : reach, margin: reach, grid: opaque ? 1 : factor),
              let layer = layer(over: region) else { return }
        try content(layer)
        try layer.checkStatus()
        guard let small = shrunkCopy(of: layer.surface, size: region.size, by: factor) else { return }
        defer { cairo_surface_destroy(small) }
        Self.filterPixels(of: small) { pixels, width, height, stride in
            blur.blur(pixels, width: width, height: height, stride: stride)
            if opaque { Self.makeOpaque(pixels, width: width, height: height, stride: stride) }
        }
        withSavedState {
            if opaque { clip(to: Path(extent)) }
            cairo_identity_matrix(context)
            cairo_rectangle(context, Double(region.x), Double(region.y), Double(region.size.width), Double(region.size.height))
            cairo_clip(context)
            cairo_translate(context, Double(region.x), Double(region.y))
            cairo_scale(context, Double(factor), Double(factor))
            cairo_set_source_surface(context, small, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
            cairo_paint(context)
        }
    }

    /// The colour matrix: applied to the layer's pixels in place, then the layer painted.
    private func drawSaturated(_ amount: Double, extent: CGRect, _ content: (Canvas) throws -> Void) throws {
        guard amount != 1 else { return try content(self) }
        guard let region = layerRegion(of: extent, spread: 1, margin: 0, grid: 1), let layer = layer(over: region) else { return }
        try content(layer)
        try layer.checkStatus()
        let matrix = SaturationMatrix(amount: amount)
        Self.filterPixels(of: layer.surface) { pixels, width, height, stride in
            matrix.apply(to: pixels, width: width, height: height, stride: stride)
        }
        withSavedState {
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, layer.surface, Double(region.x), Double(region.y))
            cairo_paint(context)
        }
    }

    /// Runs `body` on the pixels of the image surface `image` (premultiplied, four bytes each),
    /// with its width, height and stride, and tells Cairo they changed.
    private static func filterPixels(of image: OpaquePointer,
                                     _ body: (UnsafeMutablePointer<UInt8>, Int, Int, Int) -> Void) {
        cairo_surface_flush(image)
        guard let data = cairo_image_surface_get_data(image) else { return }
        body(data, Int(cairo_image_surface_get_width(image)), Int(cairo_image_surface_get_height(image)),
             Int(cairo_image_surface_get_stride(image)))
        cairo_surface_mark_dirty(image)
    }

    /// Makes every pixel that shows at all opaque, as an opaque blur does: its colour divided
    /// by its alpha. Fully transparent pixels stay so.
    private static func makeOpaque(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        for y in 0..<height {
            var pixel = pixels + y * stride
            for _ in 0..<width {
                let alpha = Int(pixel[Pixel.alpha])
                if alpha > 0, alpha < 255 {
                    for channel in Pixel.colors { pixel[channel] = UInt8(min(255, (Int(pixel[channel]) * 255 + alpha / 2) / alpha)) }
                    pixel[Pixel.alpha] = 255
                }
                pixel += 4
            }
        }
    }
}

/// Where the channels of a Cairo ARGB32 pixel lie in memory on a little-endian machine.
enum Pixel {
    static let alpha = 3
    static let red = 2, green = 1, blue = 0
    static let colors = [blue, green, red]
}
