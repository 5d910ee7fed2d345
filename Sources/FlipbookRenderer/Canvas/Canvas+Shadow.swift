import CCairo
import FlipbookCore

extension Canvas {
    /// Draws what `content` draws over its shadow, as a layer's shadow: the content is drawn
    /// once into a layer of its own; the layer's coverage, shrunk and blurred (`BoxBlur`, about
    /// a Gaussian of standard deviation `shadow.radius` points) and moved by `shadow.offset`,
    /// masks the shadow's colour; the layer is painted over it.
    ///
    /// The layer covers `extent` (where the content draws, in the current coordinates) and as
    /// far around it as the blur reaches, on whole device pixels, on a grid of the blur's shrinking that is fixed on the device, and
    /// nothing beyond what can cast a shadow on the canvas: its pixels do not depend on the
    /// clip, so a frame redrawn in part has the bytes of the frame drawn whole.
    func drawWithShadow(_ shadow: DropShadow, extent: CGRect, _ content: (Canvas) throws -> Void) throws {
        willDraw()
        let scale = deviceScale
        let blur = BoxBlur(sigma: shadow.radius * scale)
        let factor = shadow.radius > 0 ? blur.downsampling : 1
        let margin = min(4_096, (shadow.reach + max(abs(shadow.offset.width), abs(shadow.offset.height))) * scale)
        guard let region = layerRegion(of: extent, spread: shadow.reach * scale, margin: margin, grid: factor),
              let layer = layer(over: region) else {
            return try content(self)
        }
        try content(layer)
        try layer.checkStatus()
        if shadow.color.alpha > 0 { paintShadow(shadow, of: layer.surface, at: region, shrunkBy: factor, blur: blur) }
        withSavedState {
            cairo_identity_matrix(context)
            cairo_set_source_surface(context, layer.surface, Double(region.x), Double(region.y))
            cairo_paint(context)
        }
    }

    /// A transparent canvas over the device pixels of `region`, drawing in the current
    /// coordinates: what is drawn on it lands where it would on this canvas.
    func layer(over region: (x: Int, y: Int, size: PixelSize)) -> Canvas? {
        guard let surface = try? Canvas.makeSurface(region.size),
              let layer = try? Canvas(surface: surface, size: CGSize(width: 1, height: 1), scale: deviceScale,
                                      pixelSize: region.size, background: .clear) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        matrix.x0 -= Double(region.x)
        matrix.y0 -= Double(region.y)
        cairo_set_matrix(layer.context, &matrix)
        return layer
    }

    /// The device pixels of `extent` grown by `spread` pixels (where the blur reaches), then to
    /// the multiples of `grid` around it, within the canvas grown by `margin` pixels: `nil`
    /// when that is nothing.
    func layerRegion(of extent: CGRect, spread: Double, margin: Double,
                             grid: Int) -> (x: Int, y: Int, size: PixelSize)? {
        let corners = [extent.origin, CGPoint(x: extent.maxX, y: extent.minY), CGPoint(x: extent.minX, y: extent.maxY),
                       CGPoint(x: extent.maxX, y: extent.maxY)].map(userToDevice)
        let bounds = CGRect(x: -margin, y: -margin, width: Double(pixelSize.width) + 2 * margin,
                            height: Double(pixelSize.height) + 2 * margin)
        guard let minX = corners.map(\.x).min(), let maxX = corners.map(\.x).max(),
              let minY = corners.map(\.y).min(), let maxY = corners.map(\.y).max(),
              [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return nil }
        let visible = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).insetBy(dx: -spread, dy: -spread)
            .intersection(bounds)
        guard !visible.isNull, !visible.isEmpty else { return nil }
        let step = Double(grid)
        let x = (visible.minX / step).rounded(.down) * step, y = (visible.minY / step).rounded(.down) * step
        let width = (visible.maxX / step).rounded(.up) * step - x, height = (visible.maxY / step).rounded(.up) * step - y
        guard let size = try? PixelSize(width: Int(width), height: Int(height)) else { return nil }
        return (Int(x), Int(y), size)
    }

    /// Paints the shadow of the layer `surface` (placed at `region`'s device pixels): its
    /// coverage shrunk `factor` times, blurred, grown back bilinearly, moved by the offset.
    private func paintShadow(_ shadow: DropShadow, of surface: OpaquePointer, at region: (x: Int, y: Int, size: PixelSize),
                             shrunkBy factor: Int, blur: BoxBlur) {
        guard let mask = shrunkCopy(of: surface, size: region.size, by: factor) else { return }
        defer { cairo_surface_destroy(mask) }
        if shadow.radius > 0, let data = cairo_image_surface_get_data(mask) {
            blur.blur(data, width: Int(cairo_image_surface_get_width(mask)), height: Int(cairo_image_surface_get_height(mask)),
                      stride: Int(cairo_image_surface_get_stride(mask)))
            cairo_surface_mark_dirty(mask)
        }
        var offsetX = Double(shadow.offset.width), offsetY = Double(shadow.offset.height)
        cairo_user_to_device_distance(context, &offsetX, &offsetY)
        withSavedState {
            cairo_identity_matrix(context)
            cairo_translate(context, Double(region.x) + offsetX, Double(region.y) + offsetY)
            cairo_scale(context, Double(factor), Double(factor))
            cairo_set_source_rgba(context, shadow.color.red, shadow.color.green, shadow.color.blue, shadow.color.alpha)
            let pattern = cairo_pattern_create_for_surface(mask)
            cairo_pattern_set_filter(pattern, factor > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_mask(context, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A copy of the image `surface`, of `size` pixels, shrunk `factor` times: each pixel the
    /// mean of a block (`BoxBlur.shrink`).
    func shrunkCopy(of surface: OpaquePointer, size: PixelSize, by factor: Int) -> OpaquePointer? {
        cairo_surface_flush(surface)
        let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((size.width + factor - 1) / factor),
                                               Int32((size.height + factor - 1) / factor))
        guard let small, cairo_surface_status(small) == CAIRO_STATUS_SUCCESS,
              let source = cairo_image_surface_get_data(surface), let target = cairo_image_surface_get_data(small) else {
            if let small { cairo_surface_destroy(small) }
            return nil
        }
        BoxBlur.shrink(source, width: size.width, height: size.height, stride: Int(cairo_image_surface_get_stride(surface)),
                       by: factor, into: target, stride: Int(cairo_image_surface_get_stride(small)))
        cairo_surface_mark_dirty(small)
        return small
    }
}
