import CCairo
import FlipbookCore
import Foundation

extension Canvas {
    /// A canvas like `Canvas(size:scale:background:)` on the surface the current thread drew
    /// its last frame on, when no canvas uses that surface any more and it has the same pixel
    /// size; on a new surface (kept for the next frame) otherwise.
    ///
    /// A frame-sized surface is megabytes (12 MB at 1170×2532): reusing it spares the
    /// allocation, the page faults of touching new memory and the heap fragmentation of
    /// threads freeing such blocks in turn. The frame drawn is the same, byte for byte: an
    /// opaque background replaces every pixel of the last frame (Cairo paints an opaque colour
    /// as a plain fill), so the surface is not cleared first; under any other background the
    /// pixels start as a new surface's do, every byte zero.
    ///
    /// - Throws: As `Canvas(size:scale:background:)`.
    static func reusingThreadSurface(size: CGSize, scale: Double, background: Color) throws -> Canvas {
        let pixelSize = try PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        let kept = ThreadSurface.current
        kept.shows = nil
        if let surface = kept.freeSurface(of: pixelSize) {
            if background.alpha < 1 { clear(surface) }
            return try Canvas(surface: cairo_surface_reference(surface), size: size, scale: scale, pixelSize: pixelSize,
                              background: background)
        }
        let surface = try makeSurface(pixelSize)
        kept.surface = cairo_surface_reference(surface)
        return try Canvas(surface: surface, size: size, scale: scale, pixelSize: pixelSize, background: background)
    }

    /// What the current thread's kept surface shows, as the last canvas drawn on it said with
    /// `threadSurfaceShows(_:)`, when that surface is free and `pixelSize` large; `nil` otherwise.
    static func threadSurfaceContent(pixelSize: PixelSize) -> (any Sendable)? {
        let kept = ThreadSurface.current
        return kept.freeSurface(of: pixelSize) == nil ? nil : kept.shows
    }

    /// A canvas on the current thread's kept surface with its pixels as they are (nothing
    /// painted over them), or `nil` when that surface is in use or of another size: for
    /// drawing over the last frame only what changed.
    ///
    /// - Throws: `FlipbookError.cairo` when Cairo fails.
    static func threadSurfaceAsLeft(size: CGSize, scale: Double, pixelSize: PixelSize) throws -> Canvas? {
        guard let surface = ThreadSurface.current.freeSurface(of: pixelSize) else { return nil }
        return try Canvas(surface: cairo_surface_reference(surface), size: size, scale: scale, pixelSize: pixelSize,
                          background: .clear)
    }

    /// Forgets what the current thread's kept surface shows when it is `surface`, which
    /// something other than a frame was drawn on.
    static func threadSurfaceDrawnOn(_ surface: OpaquePointer) {
        let kept = ThreadSurface.current
        if kept.surface == surface { kept.shows = nil }
    }

    /// Where the current thread keeps the bands of the last frame it encoded from its kept
    /// surface (see `PNGBandMemory`).
    static var threadBandMemory: PNGBandMemory { ThreadSurface.current.bandMemory }

    /// Notes what the current thread's kept surface shows now (`nil`: not known), for the
    /// next canvas drawn on it.
    static func threadSurfaceShows(_ content: (any Sendable)?) {
        ThreadSurface.current.shows = content
    }

    /// Sets every byte of the image surface `surface` to zero, as a new surface has them.
    private static func clear(_ surface: OpaquePointer) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let count = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
        data.initialize(repeating: 0, count: count)
        cairo_surface_mark_dirty(surface)
    }
}

/// The frame surface one thread keeps between frames (see
/// ``Canvas/reusingThreadSurface(size:scale:background:)``); released with the thread.
private final class ThreadSurface {
    var surface: OpaquePointer? {
        willSet { if let surface { cairo_surface_destroy(surface) } }
    }
    /// What the surface shows, as its last user noted.
    var shows: (any Sendable)?
    /// The bands of the last frame encoded from the surface.
    lazy var bandMemory = PNGBandMemory()

    /// The surface when no canvas uses it and it is `pixelSize` large.
    func freeSurface(of pixelSize: PixelSize) -> OpaquePointer? {
        guard let surface, cairo_surface_get_reference_count(surface) == 1,
              cairo_image_surface_get_width(surface) == Int32(pixelSize.width),
              cairo_image_surface_get_height(surface) == Int32(pixelSize.height) else { return nil }
        return surface
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The current thread's.
    static var current: ThreadSurface { kept.value(makingIfMissing: ThreadSurface.init) }

    private static let kept = PerThread<ThreadSurface>()
}
