import CCairo
import FlipbookCore

/// A surface to draw on, in software, through Cairo: paths filled and stroked with colours,
/// gradients or stripes, clips, nested transforms, group opacity, text and icons.
///
/// Coordinates are points with the origin at the top-left corner and y growing downward; a
/// point is `scale` pixels. The canvas owns its Cairo objects. Cairo errors are sticky, so
/// drawing calls do not throw; `makeBitmap()` checks the status and throws instead of ever
/// returning a silently blank image.
public final class Canvas {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: Double
    /// The pixel dimensions of the image the canvas makes.
    public let pixelSize: PixelSize

    let surface: OpaquePointer
    let context: OpaquePointer
    /// Where projected layers' groups are kept for drawing them again (tests give their own).
    var projectedGroups = ProjectedGroupCache.shared
    /// On a thread's kept surface (see `DisplayList.drawReusingThreadSurface`): the frame it
    /// shows, the rows drawn over the frame before, and where the thread keeps the bands of the
    /// frame it encoded last; `nil` on other canvases, and once anything more is drawn.
    var keptFrame: KeptFrame?

    /// Notes that the canvas is drawn on: it no longer shows only the frame `keptFrame` names,
    /// and the thread's next frame is not drawn over it (see `Canvas.threadSurfaceDrawnOn`).
    func willDraw() {
        guard keptFrame != nil else { return }
        keptFrame = nil
        Canvas.threadSurfaceDrawnOn(surface)
    }

    /// Creates a transparent canvas of `width`×`height` points (times `scale` pixels, rounded
    /// to whole pixels), cleared to `background`. The background covers every pixel, also the
    /// last column or row that the points only partly cover when `width × scale` is not whole,
    /// so an opaque background makes an opaque image at any scale.
    ///
    /// - Throws: `FlipbookError.invalidImageSize` before allocating when the pixel size is
    ///   outside 1×1 ... 16384 a side and 100 megapixels; `FlipbookError.cairo` when Cairo fails.
    public convenience init(width: Double, height: Double, scale: Double = 1, background: Color = .clear) throws {
        let pixelSize = try PixelSize(width: Int((width * scale).rounded()), height: Int((height * scale).rounded()))
        let surface = try Canvas.makeSurface(pixelSize)
        try self.init(surface: surface, size: CGSize(width: width, height: height), scale: scale, pixelSize: pixelSize,
                      background: background)
    }

    /// A canvas drawing on `surface` (an image surface of `pixelSize`, every pixel transparent),
    /// whose reference it takes over.
    init(surface: OpaquePointer, size: CGSize, scale: Double, pixelSize: PixelSize, background: Color) throws {
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw FlipbookError.cairo("could not create a drawing context")
        }
        (self.surface, self.context) = (surface, context)
        (self.size, self.scale, self.pixelSize) = (size, scale, pixelSize)
        try Canvas.check(cairo_status(context)) {}
        if background != .clear { paint(background) }
        cairo_scale(context, scale, scale)
    }

    /// A new ARGB32 image surface of `pixelSize`, every pixel transparent.
    static func makeSurface(_ pixelSize: PixelSize) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelSize.width), Int32(pixelSize.height)) else {
            throw FlipbookError.cairo("could not create an image surface")
        }
        try Canvas.check(cairo_surface_status(surface)) { cairo_surface_destroy(surface) }
        return surface
    }

    /// Covers the surface with `color`, whatever the transform, inside the clip.
    func paint(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_paint(context)
    }

    /// Creates a canvas of `size` points.
    public convenience init(size: CGSize, scale: Double = 1, background: Color = .clear) throws {
        try self.init(width: size.width, height: size.height, scale: scale, background: background)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Throws when Cairo has recorded an error on this canvas.
    public func checkStatus() throws {
        try Canvas.check(cairo_status(context)) {}
        try Canvas.check(cairo_surface_status(surface)) {}
    }

    static func check(_ status: cairo_status_t, cleanup: () -> Void) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        cleanup()
        throw FlipbookError.cairo(String(cString: cairo_status_to_string(status)))
    }
}
