import CCairo
import CLibPNG
import Flipbook
import Foundation
import Testing
import TestSupport

/// The zlib encoder of opaque frames: one band is libpng's bytes; more bands are other bytes
/// that libpng and Cairo decode to the same pixels.
@Suite("PNG encoder")
struct PNGEncoderTests {
    /// A Cairo surface drawn as frames are: flat colours, antialiased edges, opaque or not.
    private final class Surface {
        let surface: OpaquePointer
        let width: Int, height: Int

        init(width: Int, height: Int, opaque: Bool = true) {
            self.width = width
            self.height = height
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            let context = cairo_create(surface)
            if opaque { cairo_set_source_rgb(context, 0.95, 0.95, 0.97); cairo_paint(context) }
            for index in 0..<12 {
                let x = Double(index % 4) * Double(width) / 4 + 5, y = Double(index / 4) * Double(height) / 3 + 7
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
        var words: [UInt32] {
            (0..<height).flatMap { y in
                UnsafeRawPointer(data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) {
                    Array(UnsafeBufferPointer(start: $0, count: width))
                }
            }
        }
    }

    private func encoded(_ surface: Surface, level: Int = 1, bands: Int = 1) throws -> Data {
        try take { flipbook_png_encode_argb32(surface.data, UInt32(surface.width), UInt32(surface.height), surface.stride,
                                              Int32(level), 0, Int32(bands), &$0, &$1, $2, 256) }
    }

    private func libpngReference(_ surface: Surface, level: Int) throws -> Data {
        try take { flipbook_png_encode_argb32_libpng(surface.data, UInt32(surface.width), UInt32(surface.height),
                                                     surface.stride, Int32(level), &$0, &$1, $2, 256) }
    }

    private func take(_ encoder: (inout UnsafeMutablePointer<UInt8>?, inout Int, UnsafeMutablePointer<CChar>) -> Int32) throws -> Data {
        var buffer: UnsafeMutablePointer<UInt8>?, count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { encoder(&buffer, &count, $0.baseAddress!) }
        guard status == 0, let buffer else { throw FlipbookError.png(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        defer { flipbook_png_free(buffer) }
        return Data(bytes: buffer, count: count)
    }

    /// The pixels Cairo reads back from `png`, as native ARGB32 words.
    private func decodedByCairo(_ png: Data) throws -> [UInt32] {
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

    @Test(arguments: [(300, 420, 1), (300, 420, 6), (1170, 90, 1), (1170, 90, 9), (37, 1000, 1)])
    func oneBandIsLibpngsOwnBytes(width: Int, height: Int, level: Int) throws {
        let surface = Surface(width: width, height: height)
        #expect(try encoded(surface, level: level) == libpngReference(surface, level: level))
    }

    @Test(arguments: [2, 3, 8, 64])
    func bandsDecodeToTheSamePixelsWithLibpngAndCairo(bands: Int) throws {
        let surface = Surface(width: 390, height: 844)
        let oneBand = try encoded(surface), banded = try encoded(surface, bands: bands)
        #expect(banded != oneBand, "other bytes")
        #expect(try Bitmap(pngData: banded) == Bitmap(pngData: oneBand), "libpng decodes the same pixels")
        #expect(try decodedByCairo(banded) == surface.words, "Cairo decodes the pixels drawn")
    }

    @Test func moreBandsThanRowsStillEncode() throws {
        let surface = Surface(width: 4000, height: 5)
        #expect(try decodedByCairo(try encoded(surface, bands: 64)) == surface.words)
    }

    @Test(arguments: [1, 4])
    func transparentPixelsGoThroughLibpngAsRGBA(bands: Int) throws {
        let surface = Surface(width: 300, height: 420, opaque: false)
        let png = try encoded(surface, bands: bands)
        #expect(png[25] == 6, "colour type RGBA")
        let alphas = try Bitmap(pngData: png).pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
        #expect(alphas == surface.words.map { UInt8($0 >> 24) }, "straight alpha kept")
    }
}
