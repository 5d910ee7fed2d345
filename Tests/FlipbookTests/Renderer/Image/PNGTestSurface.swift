import CCairo
import CLibPNG
import Flipbook
import Foundation
import Testing
import TestSupport

// The Cairo surfaces and PNG helpers of the encoder tests.

/// A Cairo surface drawn as frames are: flat colours, antialiased edges, opaque or not; `shift`
/// moves the shapes right by that many pixels.
final class PNGTestSurface {
    let surface: OpaquePointer
    let width: Int, height: Int

    init(width: Int, height: Int, opaque: Bool = true, shift: Double = 0) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let context = cairo_create(surface)
        if opaque { cairo_set_source_rgb(context, 0.95, 0.95, 0.97); cairo_paint(context) }
        for index in 0..<12 {
            let x = Double(index % 4) * Double(width) / 4 + 5 + shift, y = Double(index / 4) * Double(height) / 3 + 7
            cairo_arc(context, x + 30, y + 30, 25 + Double(index), 0, 2 * .pi)
            cairo_set_source_rgba(context, 1, 0.584, 0, index == 5 ? 0.5 : 1)
            cairo_fill(context)
        }
        cairo_destroy(context)
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(surface)! }
    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// Sets the pixel at `x`, `y` to the ARGB32 word `word` (premultiplied).
    func set(_ word: UInt32, x: Int, y: Int) {
        UnsafeMutableRawPointer(data + y * stride).storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
        cairo_surface_mark_dirty(surface)
    }

    /// The pixels, row after row, as native ARGB32 words.
    var words: [UInt32] {
        (0..<height).flatMap { y in
            UnsafeRawPointer(data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
                Array(UnsafeBufferPointer(start: $0, count: width))
            }
        }
    }
}

/// Runs an encoder of the libpng shim and returns its bytes, or throws its message.
func takePNG(_ encoder: (inout UnsafeMutablePointer<UInt8>?, inout Int, UnsafeMutablePointer<CChar>) -> Int32) throws -> Data {
    var buffer: UnsafeMutablePointer<UInt8>?, count = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = message.withUnsafeMutableBufferPointer { encoder(&buffer, &count, $0.baseAddress!) }
    guard status == 0, let buffer else { throw FlipbookError.png(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
    defer { flipbook_png_free(buffer) }
    return Data(bytes: buffer, count: count)
}

/// The pixels as libpng decodes them, as native ARGB32 words (opaque: alpha 0xFF).
func decodedByLibpng(_ png: Data) throws -> [UInt32] {
    let pixels = try Bitmap(pngData: png).pixels
    return stride(from: 0, to: pixels.count, by: 4).map { index in
        UInt32(pixels[index + 3]) << 24 | UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2])
    }
}

/// The pixels Cairo reads back from `png`, as native ARGB32 words.
func decodedByCairo(_ png: Data) throws -> [UInt32] {
    let folder = try TemporaryFolder()
    let url = folder.file("frame.png")
    try png.write(to: url)
    let surface = cairo_image_surface_create_from_png(url.path)
    defer { cairo_surface_destroy(surface) }
    #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return [] }
    return (0..<height).flatMap { y in
        UnsafeRawPointer(data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
            Array(UnsafeBufferPointer(start: $0, count: width))
        }
    }
}
