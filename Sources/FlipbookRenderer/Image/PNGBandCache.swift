import CLibPNG
import FlipbookCore

/// The compressed bands of rows of recent frames, kept by their pixels, shared by the threads
/// that encode one frame sequence (see ``Canvas/framePNGData(options:reusing:)``).
///
/// A frame sequence's opaque frames are deflated in bands of ``bandRows`` rows whose bytes
/// depend on their pixels alone, so a band that did not change since a recent frame (a third
/// of the rows of the standard sequence, two thirds of a Set game's) is copied from here
/// instead of compressed again. Bands are found by a hash of their pixels and confirmed by
/// comparing their rows (as deflate takes them: RGB) with a kept copy, so a frame's bytes are
/// the same whatever the cache holds. Memory is bounded: at most ``frames`` frames' worth (the
/// row copies, the deflated bytes and bookkeeping, in bytes of the largest frame's ARGB pixels
/// encoded through the cache) and never more than ``capBytes``; the least recently used bands
/// go first.
///
/// Thread-safe: the cache has a lock of its own, and compares rows outside it.
public final class PNGBandCache: @unchecked Sendable {
    /// The rows of a band: 16 encoded a 1170×2532 frame fastest, cached or not, among 16, 32
    /// and 64 (measured with zlib level 1, for files 5–11% larger than one deflate stream).
    public static let defaultBandRows = 16

    /// The rows of each band (the last band of a frame may have fewer).
    public let bandRows: Int
    /// Frames' worth of pixels the cache holds at most.
    public let frames: Double
    /// Bytes the cache holds at most, however large the frames.
    public let capBytes: Int
    private let cache: OpaquePointer?

    /// Creates an empty cache.
    ///
    /// - Parameters:
    ///   - bandRows: Rows a band, at least 1.
    ///   - frames: Frames' worth of pixels held at most: 2 keeps the bands of the frame before
    ///     (which another worker may still be encoding) and of the one before that.
    ///   - capBytes: Bytes held at most (64 MB: five frames of 1170×2532).
    public init(bandRows: Int = PNGBandCache.defaultBandRows, frames: Double = 2, capBytes: Int = 64 << 20) {
        self.bandRows = max(1, bandRows)
        self.frames = max(0, frames)
        self.capBytes = max(0, capBytes)
        cache = flipbook_band_cache_create(self.frames, self.capBytes)
    }

    deinit { flipbook_band_cache_destroy(cache) }

    /// What the cache holds and how often it served (for the benchmarks and tests).
    package struct Statistics: Sendable, Equatable {
        /// Bytes held: row copies, deflated bytes and bookkeeping.
        package var bytes: Int
        /// Bands held.
        package var bands: Int
        /// Bands found with the same pixels, copied instead of compressed.
        package var hits: Int
        /// Bands looked for and not found (then compressed).
        package var misses: Int
        /// Bands not looked for: copied from the encoding of the frame a thread drew over,
        /// whose rows it did not draw over (see ``Canvas/framePNGData(options:reusing:)``).
        package var kept: Int = 0

        /// The share of bands looked for that were found, 0...1 (0 before any).
        package var hitRate: Double { hits + misses > 0 ? Double(hits) / Double(hits + misses) : 0 }

        /// The share of all bands encoded that were copied, from the cache or kept from the
        /// frame before, 0...1 (0 before any).
        package var copiedShare: Double {
            hits + misses + kept > 0 ? Double(hits + kept) / Double(hits + misses + kept) : 0
        }

        /// The share of all bands encoded that were kept from the frame before, 0...1 (0
        /// before any).
        package var keptShare: Double {
            hits + misses + kept > 0 ? Double(kept) / Double(hits + misses + kept) : 0
        }
    }

    /// The cache's counters now.
    package var statistics: Statistics {
        var stats = flipbook_band_cache_stats()
        if let cache { flipbook_band_cache_get_stats(cache, &stats) }
        return Statistics(bytes: stats.bytes, bands: stats.entries, hits: Int(stats.hits), misses: Int(stats.misses),
                          kept: Int(stats.kept))
    }

    /// The C cache, `nil` when it could not be allocated (bands are then compressed every time,
    /// to the same bytes).
    var pointer: OpaquePointer? { cache }
}
