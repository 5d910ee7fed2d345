import CCairo
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
    static func reusingThreadSurface(size: Size, scale: Double, background: Color) throws -> Canvas {
        let pixelSize = try PixelSize(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
        let kept = ThreadSurface.current
        if let surface = kept.surface, cairo_surface_get_reference_count(surface) == 1,
           cairo_image_surface_get_width(surface) == Int32(pixelSize.width),
           cairo_image_surface_get_height(surface) == Int32(pixelSize.height) {
            if background.alpha < 1 { clear(surface) }
            return try Canvas(surface: cairo_surface_reference(surface), size: size, scale: scale, pixelSize: pixelSize,
                              background: background)
        }
        let surface = try makeSurface(pixelSize)
        kept.surface = cairo_surface_reference(surface)
        return try Canvas(surface: surface, size: size, scale: scale, pixelSize: pixelSize, background: background)
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

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The current thread's.
    static var current: ThreadSurface {
        let key = "org.flipbook.frame-surface"
        if let kept = Thread.current.threadDictionary[key] as? ThreadSurface { return kept }
        let kept = ThreadSurface()
        Thread.current.threadDictionary[key] = kept
        return kept
    }
}
