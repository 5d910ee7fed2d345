import CCairo
import CLibPNG
import FlipbookCore
import Foundation

extension Canvas {
    /// The pixels drawn so far, encoded as PNG straight from Cairo's surface (RGB when every
    /// pixel is opaque, RGBA otherwise), without making a `Bitmap` first.
    ///
    /// - Throws: `FlipbookError.cairo` when Cairo recorded an error, `FlipbookError.png` when
    ///   libpng fails.
    public func pngData(options: PNGOptions = .balanced) throws -> Data {
        try encodingPixels { data, stride in
            try PNGEncoding.encode { buffer, count, message in
                flipbook_png_encode_argb32(data, UInt32(pixelSize.width), UInt32(pixelSize.height), stride,
                                           Int32(options.compressionLevel), options.filtersRows ? 1 : 0, Int32(options.bands),
                                           &buffer, &count, message, 256)
            }
        }
    }

    /// The pixels drawn so far as a frame of a sequence, in PNG: an opaque canvas is deflated
    /// in bands of `cache.bandRows` rows whose bytes depend on their pixels alone, and a band
    /// `cache` holds from a recent frame is copied instead of compressed again (see
    /// ``PNGBandCache``); the bytes are the same whatever the cache holds. At level 1 the bands
    /// go through a deflater made for flat colours (each position tries the pixel before, the
    /// row above and one hashed earlier position; one block a band with codes made for it),
    /// at other levels through zlib. A canvas with a pixel
    /// that is not opaque is encoded as ``pngData(options:)`` encodes it, as RGBA, and so is
    /// every canvas when `options` asks for row filters. `options.bands` is not used: a
    /// sequence already encodes one frame a core.
    ///
    /// A canvas from `DisplayList.drawReusingThreadSurface(scale:background:)` that drew its
    /// frame over the thread's last one, which the thread encoded here, copies the bands of
    /// rows it did not draw over from that frame's encoding without reading their pixels.
    ///
    /// - Throws: As ``pngData(options:)``.
    public func framePNGData(options: PNGOptions = .fastest, reusing cache: PNGBandCache) throws -> Data {
        guard !options.filtersRows else { return try pngData(options: options) }
        return try encodingPixels { data, stride in
            try PNGEncoding.encode { buffer, count, message in
                func encode(keeping memory: OpaquePointer?, unchanged: UnsafePointer<UInt8>?) -> Int32 {
                    flipbook_png_encode_argb32_bands(data, UInt32(pixelSize.width), UInt32(pixelSize.height), stride,
                                                     Int32(options.compressionLevel), UInt32(cache.bandRows), cache.pointer,
                                                     memory, unchanged, &buffer, &count, message, 256)
                }
                guard let keptFrame else { return encode(keeping: nil, unchanged: nil) }
                return keptFrame.bands.encoding(keptFrame.shows, redrawn: keptFrame.redrawn, bandRows: cache.bandRows,
                                                height: pixelSize.height, encode)
            }
        }
    }

    /// Runs `encode` on the surface's pixels and their stride in bytes, once Cairo has no error
    /// and has finished drawing.
    private func encodingPixels(_ encode: (UnsafeMutablePointer<UInt8>, Int) throws -> Data) throws -> Data {
        try checkStatus()
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw FlipbookError.cairo("the image surface has no pixel data")
        }
        return try encode(data, Int(cairo_image_surface_get_stride(surface)))
    }

    /// Writes the pixels drawn so far as a PNG file, atomically.
    public func writePNG(to url: URL, options: PNGOptions = .balanced) throws {
        try AtomicFile.write(try pngData(options: options), to: url)
    }
}
