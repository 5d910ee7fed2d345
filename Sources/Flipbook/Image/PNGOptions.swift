/// How PNG files are compressed.
///
/// Encoding time is mostly zlib's: level 1 without row filters is about five times faster
/// than libpng's defaults (level 6, every filter tried per row) for files a fifth larger.
public struct PNGOptions: Hashable, Sendable {
    /// zlib's compression level, 0 (store) ... 9 (smallest).
    public var compressionLevel: Int
    /// Whether libpng tries its row filters (smaller files, slower) or writes rows as they are.
    public var filtersRows: Bool

    /// Creates options; `compressionLevel` is clamped to 0...9.
    public init(compressionLevel: Int, filtersRows: Bool) {
        self.compressionLevel = Swift.min(9, Swift.max(0, compressionLevel))
        self.filtersRows = filtersRows
    }

    /// Level 1, no filters: for long frame sequences where time matters most.
    public static let fastest = PNGOptions(compressionLevel: 1, filtersRows: false)
    /// Level 3 with filters: the default, close to the smallest files at a fraction of the time.
    public static let balanced = PNGOptions(compressionLevel: 3, filtersRows: true)
    /// Level 9 with filters: for images that are kept, such as snapshot references.
    public static let smallest = PNGOptions(compressionLevel: 9, filtersRows: true)
}
