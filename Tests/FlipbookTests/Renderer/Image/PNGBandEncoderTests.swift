import CCairo
import CLibPNG
import Flipbook
import Foundation
import Testing
import TestSupport

/// The encoder of frame sequences: bands of rows whose bytes depend on their pixels alone, a
/// band seen in a recent frame copied from a bounded cache, the same bytes with or without it.
@Suite("PNG band encoder")
struct PNGBandEncoderTests {
    /// A C band cache, destroyed with the value.
    private final class Cache {
        let pointer: OpaquePointer

        init(frames: Double = 2, capBytes: Int = 64 << 20) { pointer = flipbook_band_cache_create(frames, capBytes) }

        deinit { flipbook_band_cache_destroy(pointer) }

        var stats: flipbook_band_cache_stats {
            var stats = flipbook_band_cache_stats()
            flipbook_band_cache_get_stats(pointer, &stats)
            return stats
        }
    }

    private func encoded(_ surface: PNGTestSurface, level: Int32 = 1, bandRows: Int = 16, cache: Cache? = nil) throws -> Data {
        try takePNG { flipbook_png_encode_argb32_bands(surface.data, UInt32(surface.width), UInt32(surface.height), surface.stride,
                                                       level, UInt32(bandRows), cache?.pointer, nil, nil, &$0, &$1, $2, 256) }
    }

    @Test(arguments: [(390, 844, 16), (37, 1000, 16), (1170, 90, 32), (5, 3, 16), (4000, 17, 16), (300, 420, 1), (8, 40, 16), (16, 33, 5), (1, 1, 16)])
    func bandsDecodeToTheSourcePixelsWithLibpngAndCairo(width: Int, height: Int, bandRows: Int) throws {
        let surface = PNGTestSurface(width: width, height: height)
        let png = try encoded(surface, bandRows: bandRows, cache: Cache())
        #expect(png[25] == 2, "colour type RGB")
        #expect(try decodedByLibpng(png) == surface.words, "libpng decodes the pixels drawn")
        #expect(try decodedByCairo(png) == surface.words, "Cairo decodes the pixels drawn")
    }

    /// Every zlib level decodes, and a cache shared by two levels gives each its own bytes.
    @Test(arguments: [Int32(0), 2, 6, 9])
    func everyLevelDecodesAndACacheKeepsLevelsApart(level: Int32) throws {
        let surface = PNGTestSurface(width: 390, height: 844), cache = Cache()
        let fastest = try encoded(surface, level: 1, cache: cache)
        let png = try encoded(surface, level: level, cache: cache)
        #expect(try decodedByLibpng(png) == surface.words)
        #expect(try decodedByCairo(png) == surface.words)
        #expect(png == (try encoded(surface, level: level)), "the bytes of level \(level) alone, not level 1's from the cache")
        #expect(try encoded(surface, level: 1, cache: cache) == fastest)
    }

    @Test func aWarmCacheGivesTheBytesOfAColdOneAndOfNone() throws {
        let surface = PNGTestSurface(width: 390, height: 844), cache = Cache()
        let alone = try encoded(surface), cold = try encoded(surface, cache: cache)
        let kept = try encoded(surface, cache: cache)
        let before = cache.stats
        let warm = try encoded(surface, cache: cache)
        #expect(cold == alone)
        #expect(kept == cold)
        #expect(warm == cold)
        #expect(cache.stats.hits - before.hits == 53, "every band of 844 rows (53 of 16) copied")
        #expect(cache.stats.misses == before.misses, "none compressed again")
    }

    @Test func aBandIsKeptTheSecondTimeItIsCompressed() throws {
        let surface = PNGTestSurface(width: 390, height: 844), cache = Cache()
        _ = try encoded(surface, cache: cache)
        let once = cache.stats
        _ = try encoded(surface, cache: cache)
        let twice = cache.stats
        #expect(once.entries < once.misses, "a band compressed once is not kept")
        #expect(twice.entries > once.entries, "compressed again, it is kept")
    }

    @Test func equalBandsAnywhereInTheFrameAreCompressedTwiceAtMost() throws {
        let surface = PNGTestSurface(width: 200, height: 160, shift: 1000), cache = Cache() // shapes off the canvas: one colour
        let png = try encoded(surface, cache: cache)
        // The first band is noted, the second kept, the eight others copied.
        #expect(cache.stats.misses == 2 && cache.stats.hits == 8 && cache.stats.entries == 1)
        #expect(png == (try encoded(surface)))
        #expect(try decodedByLibpng(png) == surface.words)
    }

    @Test func aBandWithOnePixelChangedIsCompressedAgain() throws {
        let surface = PNGTestSurface(width: 390, height: 844), cache = Cache()
        _ = try encoded(surface, cache: cache)
        _ = try encoded(surface, cache: cache)
        surface.set(0xFF12_3456, x: 200, y: 3 * 16 + 5)
        let before = cache.stats
        let png = try encoded(surface, cache: cache)
        #expect(cache.stats.misses - before.misses == 1, "the fourth band only")
        #expect(cache.stats.hits - before.hits == 52)
        #expect(png == (try encoded(surface)), "the bytes of the changed frame encoded alone")
        #expect(try decodedByLibpng(png) == surface.words)
    }

    @Test(arguments: [(2.0, 64 << 20), (100.0, 300_000)])
    func theCacheStaysWithinItsBound(frames: Double, capBytes: Int) throws {
        let cache = Cache(frames: frames, capBytes: capBytes)
        let bound = min(Int(frames * 390 * 844 * 4), capBytes)
        for shift in 0..<12 {
            let surface = PNGTestSurface(width: 390, height: 844, shift: Double(shift * 3))
            for _ in 0..<2 {  // kept the second time
                #expect(try encoded(surface, cache: cache) == encoded(surface))
                #expect(cache.stats.bytes <= bound, "frame \(shift + 1)")
            }
        }
        #expect(cache.stats.bytes > bound / 2, "the cache was filled")
    }

    @Test func aFrameThatIsNotOpaqueFallsBackToStraightAlpha() throws {
        let surface = PNGTestSurface(width: 300, height: 420), cache = Cache()
        _ = try encoded(surface, cache: cache)
        surface.set(0x8020_1008, x: 10, y: 200)
        let png = try encoded(surface, cache: cache)
        let libpng = try takePNG { flipbook_png_encode_argb32(surface.data, 300, 420, surface.stride, 1, 0, 1, &$0, &$1, $2, 256) }
        #expect(png[25] == 6, "colour type RGBA")
        #expect(png == libpng, "libpng's straight-alpha bytes, as a single image gets")
        #expect(try Bitmap(pngData: png)[10, 200] == Bitmap(pngData: libpng)[10, 200])
        #expect(try Bitmap(pngData: png).pixels[(200 * 300 + 10) * 4 ..< (200 * 300 + 11) * 4] == [0x40, 0x20, 0x10, 0x80])
    }

    @Test func aCanvasEncodesItsFramesThroughTheCacheItIsGiven() throws {
        let canvas = try Canvas(size: CGSize(width: 120, height: 90), scale: 2, background: .white)
        canvas.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 50)), with: Color.orange)
        let cache = PNGBandCache()
        let first = try canvas.framePNGData(reusing: cache), second = try canvas.framePNGData(reusing: cache)
        let third = try canvas.framePNGData(reusing: cache)
        #expect(first == second && second == third)
        #expect(cache.statistics.hits >= 12 && cache.statistics.bands > 0, "12 bands of 16 rows in 180, all copied the third time")
        #expect(try Bitmap(pngData: first) == canvas.makeBitmap())
    }

    /// A band converted as a processor without AES rounds converts it (the plain hash) gives
    /// the rows and the AND this processor's path gives, for widths whose last step of eight
    /// pixels is whole, partial or alone, opaque or not; the plain hash tells bands apart.
    @Test(arguments: [(1, true), (7, true), (8, true), (13, false), (390, true), (1170, false)])
    func theBandConversionWithoutAESGivesTheSameRows(width: Int, opaque: Bool) {
        let surface = PNGTestSurface(width: width, height: 16, opaque: opaque, shift: 3)
        surface.set(0xFF12_3456, x: width / 2, y: 7)
        let size = 16 * (width * 3 + 1) + 16
        var rows = [UInt8](repeating: 0xAA, count: size), plainRows = [UInt8](repeating: 0x55, count: size)
        var hash: UInt64 = 0, plainHash: UInt64 = 0
        let all = flipbook_convert_band(surface.data, surface.stride, UInt32(width), 16, &rows, &hash)
        let plainAll = flipbook_convert_band_without_aes(surface.data, surface.stride, UInt32(width), 16, &plainRows, &plainHash)
        #expect(plainRows[..<(size - 16)] == rows[..<(size - 16)], "the same PNG rows")
        #expect(plainAll == all && (all >> 24 == 0xFF) == opaque)
        var again: UInt64 = 0
        surface.set(0xFF12_3457, x: width / 2, y: 7)
        _ = flipbook_convert_band_without_aes(surface.data, surface.stride, UInt32(width), 16, &plainRows, &again)
        #expect(again != plainHash, "one pixel changed, another hash")
    }

}
