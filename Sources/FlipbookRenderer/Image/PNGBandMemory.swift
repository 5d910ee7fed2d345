import CLibPNG
import FlipbookCore
import Foundation

/// The deflated bands of the last frame encoded from one thread's kept surface, with the frame
/// they are of: a frame drawn over that one only where it changed copies from here the bands
/// of rows it did not draw over, without reading their pixels (see
/// ``Canvas/framePNGData(options:reusing:)``). The bytes are the same as deflating those rows.
///
/// Thread-safe: one encoder at a time holds its lock.
final class PNGBandMemory: @unchecked Sendable {
    private let memory: OpaquePointer?
    private let lock = NSLock()
    /// The frame whose bands the memory holds, `nil` when none.
    private var frame: FrameToken?

    init() { memory = flipbook_band_memory_create() }

    deinit { flipbook_band_memory_destroy(memory) }

    /// Runs `encode` with the C memory and, when it holds `redrawn.over`, a byte a band of
    /// `bandRows` rows in a frame `height` rows tall, not 0 for a band none of whose rows
    /// `redrawn.rows` holds. The memory is taken to hold `frame` afterwards when `encode`
    /// returns 0; the C memory also knows when it does not (a translucent frame, encoded
    /// without bands, leaves it empty), and then copies nothing.
    func encoding(_ frame: FrameToken, redrawn: RedrawnRows?, bandRows: Int, height: Int,
                  _ encode: (OpaquePointer?, UnsafePointer<UInt8>?) -> Int32) -> Int32 {
        lock.withLock {
            let unchanged = redrawn.flatMap { $0.over === self.frame ? $0.unchangedBands(bandRows: bandRows, height: height) : nil }
            self.frame = nil
            let status = unchanged.map { flags in flags.withUnsafeBufferPointer { encode(memory, $0.baseAddress) } }
                ?? encode(memory, nil)
            if status == 0 { self.frame = frame }
            return status
        }
    }
}

/// The identity of a frame drawn on a thread's kept surface: what its pixels show.
final class FrameToken: Sendable {}

/// The rows of device pixels a frame drew over the frame before it on the same surface.
struct RedrawnRows: Sendable {
    /// The frame drawn over.
    let over: FrameToken
    /// The rows drawn over, as ranges of row numbers.
    let rows: [Range<Int>]

    /// A byte a band of `bandRows` rows (the last one shorter) in a frame `height` rows tall: 1
    /// when no range of `rows` meets the band's rows.
    func unchangedBands(bandRows: Int, height: Int) -> [UInt8] {
        let bandRows = max(1, bandRows)
        return stride(from: 0, to: height, by: bandRows).map { first in
            let band = first..<min(height, first + bandRows)
            return rows.contains { $0.overlaps(band) } ? 0 : 1
        }
    }
}

/// What a canvas on a thread's kept surface shows (see `Canvas.keptFrame`).
struct KeptFrame {
    /// The frame drawn.
    let shows: FrameToken
    /// The rows drawn over the frame before, when only those were; `nil` when drawn whole.
    let redrawn: RedrawnRows?
    /// Where the thread keeps the bands of the frame it encoded last.
    let bands: PNGBandMemory
}
