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
    private func encoded(_ surface: PNGTestSurface, level: Int = 1, bands: Int = 1) throws -> Data {
        try takePNG { flipbook_png_encode_argb32(surface.data, UInt32(surface.width), UInt32(surface.height), surface.stride,
                                              Int32(level), 0, Int32(bands), &$0, &$1, $2, 256) }
    }

    private func libpngReference(_ surface: PNGTestSurface, level: Int) throws -> Data {
        try takePNG { flipbook_png_encode_argb32_libpng(surface.data, UInt32(surface.width), UInt32(surface.height),
                                                     surface.stride, Int32(level), &$0, &$1, $2, 256) }
    }

    @Test(arguments: [(300, 420, 1), (300, 420, 6), (1170, 90, 1), (1170, 90, 9), (37, 1000, 1)])
    func oneBandIsLibpngsOwnBytes(width: Int, height: Int, level: Int) throws {
        let surface = PNGTestSurface(width: width, height: height)
        #expect(try encoded(surface, level: level) == libpngReference(surface, level: level))
    }

    @Test(arguments: [2, 3, 8, 64])
    func bandsDecodeToTheSamePixelsWithLibpngAndCairo(bands: Int) throws {
        let surface = PNGTestSurface(width: 390, height: 844)
        let oneBand = try encoded(surface), banded = try encoded(surface, bands: bands)
        #expect(banded != oneBand, "other bytes")
        #expect(try Bitmap(pngData: banded) == Bitmap(pngData: oneBand), "libpng decodes the same pixels")
        #expect(try decodedByCairo(banded) == surface.words, "Cairo decodes the pixels drawn")
    }

    @Test func moreBandsThanRowsStillEncode() throws {
        let surface = PNGTestSurface(width: 4000, height: 5)
        #expect(try decodedByCairo(try encoded(surface, bands: 64)) == surface.words)
    }

    @Test(arguments: [1, 4])
    func transparentPixelsGoThroughLibpngAsRGBA(bands: Int) throws {
        let surface = PNGTestSurface(width: 300, height: 420, opaque: false)
        let png = try encoded(surface, bands: bands)
        #expect(png[25] == 6, "colour type RGBA")
        let alphas = try Bitmap(pngData: png).pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element)
        #expect(alphas == surface.words.map { UInt8($0 >> 24) }, "straight alpha kept")
    }
}
