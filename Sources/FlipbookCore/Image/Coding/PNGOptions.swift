/// How PNG files are compressed.
///
/// Encoding time is mostly zlib's. Flipbook's images are flat colours with antialiased
/// edges, where libpng's row filters cost time and *grow* the file, so no preset uses them.
/// Measured on a 1200×800 Set board (`make bench`, one core): level 1 12 ms / 118 kB,
/// level 6 23 ms / 84 kB, level 9 106 ms / 75 kB; level 6 with filters 45 ms / 106 kB.
public struct PNGOptions: Hashable, Sendable {
    /// zlib's compression level, 0 (store) ... 9 (smallest).
    public var compressionLevel: Int
    /// Whether libpng tries its row filters (smaller files, slower) or writes rows as they are.
    public var filtersRows: Bool
    /// How many bands of rows an opaque canvas is deflated in, each on a thread of its own,
    /// 1...64. With 1 the file's bytes are libpng's; with more, one image encodes up to that
    /// many times faster on idle cores and its bytes differ (the same pixels: the bands are
    /// joined into one zlib stream with full flushes, valid for every decoder). Frame
    /// sequences do not use it: they encode one frame per core, in bands of rows of fixed
    /// height that a `PNGBandCache` reuses (see `Canvas.framePNGData(options:reusing:)`).
    public var bands: Int

    /// Creates options; `compressionLevel` is clamped to 0...9 and `bands` to 1...64.
    public init(compressionLevel: Int, filtersRows: Bool, bands: Int = 1) {
        self.compressionLevel = Swift.min(9, Swift.max(0, compressionLevel))
        self.filtersRows = filtersRows
        self.bands = Swift.min(64, Swift.max(1, bands))
    }

    /// Level 1: for long frame sequences, where time matters most. A sequence's opaque frames
    /// at this level are deflated by Flipbook's own deflater for flat colours, not zlib (see
    /// `Canvas.framePNGData(options:reusing:)`): on the standard sequence's frames twice
    /// zlib's level 1 speed, files 20–27% smaller.
    public static let fastest = PNGOptions(compressionLevel: 1, filtersRows: false)
    /// Level 6: the default; files 30% smaller than `fastest` for twice its short time.
    public static let balanced = PNGOptions(compressionLevel: 6, filtersRows: false)
    /// Level 9: for images that are kept, such as snapshot references.
    public static let smallest = PNGOptions(compressionLevel: 9, filtersRows: false)
}
