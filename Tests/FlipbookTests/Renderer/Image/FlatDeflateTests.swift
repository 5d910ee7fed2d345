import CCairo
import CLibPNG
import Flipbook
import Foundation
import Testing

/// The deflater of frame bands at level 1 (flat_deflate.c), through the band encoder: what
/// frames never give it (noise, skewed bytes, rows wider than deflate's window, one colour)
/// still decodes with libpng and Cairo, and a band's bytes do not depend on the bands before.
@Suite("Flat deflater")
struct FlatDeflateTests {
    /// A seeded stream of 32-bit numbers (a 64-bit linear congruential generator's high half).
    private struct Numbers {
        var state: UInt64 = 12345

        mutating func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
    }

    /// Fills every pixel of `surface` with opaque colours whose red, green and blue bytes, in
    /// that order, come from `byte`.
    private func fill(_ surface: PNGTestSurface, rows: Range<Int>? = nil, byte: () -> UInt8) {
        for y in rows ?? 0..<surface.height {
            let row = UnsafeMutableRawPointer(surface.data + y * surface.stride)
            for x in 0..<surface.width {
                let red = UInt32(byte()), green = UInt32(byte()), blue = UInt32(byte())
                row.storeBytes(of: 0xFF00_0000 | red << 16 | green << 8 | blue, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface.surface)
    }

    private func encoded(_ surface: PNGTestSurface, bandRows: Int = 16, cache: OpaquePointer? = nil) throws -> Data {
        try takePNG { flipbook_png_encode_argb32_bands(surface.data, UInt32(surface.width), UInt32(surface.height), surface.stride,
                                                       1, UInt32(bandRows), cache, nil, nil, &$0, &$1, $2, 256) }
    }

    private func expectDecodes(_ png: Data, to surface: PNGTestSurface) throws {
        #expect(try decodedByLibpng(png) == surface.words, "libpng decodes the pixels")
        #expect(try decodedByCairo(png) == surface.words, "Cairo decodes the pixels")
    }

    /// Bytes where each value is half as frequent as the one before: an optimal code for one
    /// band of these rows has 17-bit codes, past deflate's 15, so the lengths must be limited;
    /// a row of 12,000 pixels (36,001 bytes) puts the row above out of deflate's window; and the
    /// band (576 kB) is three blocks, each of at most 262,140 bytes of input.
    @Test func skewedBytesInRowsWiderThanTheWindowDecode() throws {
        let surface = PNGTestSurface(width: 12_000, height: 16)
        var numbers = Numbers()
        fill(surface) {
            var bits = numbers.next(), ones = 0
            while bits & 1 == 1 && ones < 32 { ones += 1; bits >>= 1 }
            return UInt8(ones * 7)
        }
        let png = try encoded(surface)
        try expectDecodes(png, to: surface)
        #expect(png.count < 12_000 * 16 * 3 / 2, "compressed: \(png.count) bytes")
    }

    /// Noise does not compress: every band is stored, in blocks of 64 kB at most, five bytes of
    /// header each, then the sync flush's empty block (the second case's bands, 384 kB, are two
    /// blocks of input). The file is exactly that stream in IDAT chunks of 8192 bytes.
    @Test(arguments: [(390, 16), (2000, 64)])
    func noiseIsStoredAndDecodes(width: Int, bandRows: Int) throws {
        let surface = PNGTestSurface(width: width, height: 64)
        var numbers = Numbers()
        fill(surface) { UInt8(truncatingIfNeeded: numbers.next()) }
        let png = try encoded(surface, bandRows: bandRows)
        try expectDecodes(png, to: surface)
        let bandBytes = bandRows * (width * 3 + 1), bands = 64 / bandRows
        let stream = 2 + bands * ((bandBytes + 65534) / 65535 * 5 + bandBytes + 5) + 2 + 4
        let chunks = 8 + 25 + 13 + 12 + (stream + 8191) / 8192 * 12
        #expect(png.count == stream + chunks, "\(png.count) bytes, stored: \(stream + chunks)")
    }

    /// One colour: a band of 16 rows (56 kB) is about 220 matches of 258 bytes and its codes.
    @Test func oneColourDecodesInAboutAHundredBytesABand() throws {
        let surface = PNGTestSurface(width: 1170, height: 2532)
        fill(surface) { 0x7F }
        let png = try encoded(surface)
        try expectDecodes(png, to: surface)
        #expect(png.count < 159 * 128, "\(png.count) bytes for 159 bands")
    }

    /// Two frames whose first band differs (noise in one, circles in the other) and the rest
    /// not: the second frame's later bands, compressed after its own first band or copied from
    /// the cache as the first frame's encode compressed them, give the same file.
    @Test func aBandsBytesDoNotDependOnTheBandsBefore() throws {
        let first = PNGTestSurface(width: 390, height: 844), second = PNGTestSurface(width: 390, height: 844)
        var numbers = Numbers()
        fill(first, rows: 0..<16) { UInt8(truncatingIfNeeded: numbers.next()) }
        let cache = flipbook_band_cache_create(2, 64 << 20)!
        defer { flipbook_band_cache_destroy(cache) }
        _ = try encoded(first, cache: cache)
        _ = try encoded(first, cache: cache)
        var stats = flipbook_band_cache_stats()
        flipbook_band_cache_get_stats(cache, &stats)
        let hitsBefore = stats.hits
        let fromCache = try encoded(second, cache: cache)
        flipbook_band_cache_get_stats(cache, &stats)
        #expect(stats.hits - hitsBefore == 52, "every band but the first copied")
        #expect(fromCache == (try encoded(second)))
        try expectDecodes(fromCache, to: second)
    }
}
