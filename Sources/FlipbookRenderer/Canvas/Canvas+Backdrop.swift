import CCairo
import FlipbookCore

extension Canvas {
    /// Covers `rect` with what the canvas shows under it so far, blurred (`BoxBlur`, about a
    /// Gaussian of standard deviation `radius` points), as iOS's materials draw what lies behind
    /// them; then fills `rect` with `tint` over it.
    ///
    /// The backdrop is read from the canvas' own surface, so it holds what was drawn before the
    /// groups now open (an ancestor's opacity) and none of theirs. The blur runs on a copy
    /// shrunk `BoxBlur.downsampling` times, which Cairo grows back bilinearly: its cost
    /// is one read of the region's pixels, a few passes over a picture of a few thousand pixels
    /// and Cairo's bilinear upscale (`flipbook-benchmarks backdrop` times it).
    ///
    /// - Parameters:
    ///   - radius: The blur's standard deviation, in points; 0 or less draws only the tint.
    ///   - tint: Drawn over the blurred backdrop.
    ///   - rect: Where, in the current coordinates, in points.
    public func drawBlurredBackdrop(radius: Double, tint: Color, in rect: CGRect) {
        willDraw()
        paintBlurredBackdrop(radius: radius, under: rect)
        fill(Path(rect), with: tint)
    }

    /// Fills `path` with `material`: what the canvas shows under it so far, blurred and its
    /// colours heightened, then the material's veil over it (see ``/FlipbookCore/Material``).
    func drawMaterial(_ material: Material, in path: Path, fillRule: FillRule) {
        willDraw()
        withSavedState {
            clip(to: path, fillRule: fillRule)
            paintBlurredBackdrop(radius: material.blurRadius, under: path.boundingRect, saturation: material.backdropSaturation)
        }
        fill(path, with: material.tint, fillRule: fillRule)
    }

    /// Paints over `rect` what the canvas shows there, blurred by `radius` points and its
    /// saturation scaled by `saturation` (1: unchanged).
    private func paintBlurredBackdrop(radius: Double, under rect: CGRect, saturation: Double = 1) {
        guard radius > 0, let region = deviceRegion(of: rect) else { return }
        let blur = BoxBlur(sigma: radius * deviceScale)
        guard let shrunk = shrunkCopy(of: region, by: blur.downsampling) else { return }
        defer { cairo_surface_destroy(shrunk) }
        blurInPlace(shrunk, with: blur, saturation: saturation)
        paint(shrunk, grownBy: blur.downsampling, over: region)
    }

    /// Device pixels per point under the current transform.
    var deviceScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    }

    /// The whole device pixels `rect` covers on the surface, clipped to it: x, y, width, height.
    private func deviceRegion(of rect: CGRect) -> (x: Int, y: Int, width: Int, height: Int)? {
        let corners = [rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let device = corners.map { corner -> CGPoint in
            var x = Double(corner.x), y = Double(corner.y)
            cairo_user_to_device(context, &x, &y)
            return CGPoint(x: x, y: y)
        }
        let minX = max(0, Int(device.map(\.x).min()!.rounded(.down))), minY = max(0, Int(device.map(\.y).min()!.rounded(.down)))
        let maxX = min(pixelSize.width, Int(device.map(\.x).max()!.rounded(.up)))
        let maxY = min(pixelSize.height, Int(device.map(\.y).max()!.rounded(.up)))
        guard maxX > minX, maxY > minY else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// The surface's pixels in `region`, shrunk `factor` times: each pixel the mean of a
    /// `factor`×`factor` block (`BoxBlur.shrink`), a partial block at the edges of what it covers.
    private func shrunkCopy(of region: (x: Int, y: Int, width: Int, height: Int), by factor: Int) -> OpaquePointer? {
        let width = (region.width + factor - 1) / factor, height = (region.height + factor - 1) / factor
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        cairo_surface_flush(surface)
        cairo_surface_flush(small)
        guard cairo_surface_status(small) == CAIRO_STATUS_SUCCESS, let source = cairo_image_surface_get_data(surface),
              let target = cairo_image_surface_get_data(small) else {
            cairo_surface_destroy(small)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        BoxBlur.shrink(source + region.y * stride + region.x * 4, width: region.width, height: region.height, stride: stride,
                       by: factor, into: target, stride: Int(cairo_image_surface_get_stride(small)))
        cairo_surface_mark_dirty(small)
        return small
    }

    private func blurInPlace(_ image: OpaquePointer, with blur: BoxBlur, saturation: Double) {
        guard let data = cairo_image_surface_get_data(image) else { return }
        let width = Int(cairo_image_surface_get_width(image)), height = Int(cairo_image_surface_get_height(image))
        let stride = Int(cairo_image_surface_get_stride(image))
        blur.blur(data, width: width, height: height, stride: stride)
        if saturation != 1 { SaturationMatrix(amount: saturation).apply(to: data, width: width, height: height, stride: stride) }
        cairo_surface_mark_dirty(image)
    }

    /// Paints `image`, grown `factor` times (bilinear), over the device pixels of `region`.
    private func paint(_ image: OpaquePointer, grownBy factor: Int, over region: (x: Int, y: Int, width: Int, height: Int)) {
        withSavedState {
            cairo_identity_matrix(context)
            cairo_rectangle(context, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
            cairo_clip(context)
            cairo_translate(context, Double(region.x), Double(region.y))
            cairo_scale(context, Double(factor), Double(factor))
            cairo_set_source_surface(context, image, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
            cairo_paint(context)
        }
    }
}
