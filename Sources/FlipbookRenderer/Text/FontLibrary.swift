import CCairo
import FlipbookCore
import Foundation

/// The pinned fonts: a fontconfig configuration built from `assets/fonts.conf`, which names
/// DejaVu Sans for text, Noto Color Emoji for emoji and Material Icons for symbols and
/// nothing else, so a machine with other fonts installed draws the same pixels.
final class FontLibrary: @unchecked Sendable {
    /// The families the configuration must provide, with the Debian package of each.
    static let requiredFamilies = [
        ("DejaVu Sans", "fonts-dejavu-core"),
        ("Noto Color Emoji", "fonts-noto-color-emoji"),
        ("Material Icons", "fonts-material-design-icons-iconfont"),
    ]

    /// The library every canvas uses, loaded on first use.
    static let shared: Result<FontLibrary, FlipbookError> = Result { try FontLibrary() }
        .mapError { $0 as? FlipbookError ?? .missingAssets("\($0)") }

    /// The fontconfig configuration; read-only once built, so threads may share it.
    let config: OpaquePointer

    private init() throws {
        let file = try Assets.url("fonts.conf")
        guard let config = FcConfigCreate() else { throw FlipbookError.cairo("fontconfig could not start") }
        guard FcConfigParseAndLoad(config, file.path, FcTrue) == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            throw FlipbookError.missingAssets("fontconfig could not read \(file.path)")
        }
        self.config = config
        for (family, package) in Self.requiredFamilies where !hasFamily(family) {
            throw FlipbookError.missingFont(family: family, package: package)
        }
    }

    /// Whether the configuration holds a font of exactly `family`.
    func hasFamily(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        FcObjectSetAdd(objects, FC_FAMILY)
        defer { FcObjectSetDestroy(objects) }
        guard let fonts = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont > 0
    }

    /// This thread's Pango font map over the pinned configuration, for text drawn through a
    /// transformation that is `turned` (rotated or sheared) or not. Font maps keep glyph caches
    /// that are not safe to share between threads, so each thread gets its own.
    ///
    /// Every font a map hands out stays in its cache, and Cairo keeps a glyph image for each
    /// font and transformation: a glyph turned to a new angle every frame (a somersaulting
    /// emoji is 126 kB at scale 3) would pile up to Cairo's limit of 512 glyph pages, 64 MB.
    /// So turned text has a map of its own that goes, with its fonts, once the glyph images of
    /// the distinct turned layouts it served pass ``turnedGlyphBudget`` (see
    /// ``noteTurnedLayout(_:bytes:)``); then Cairo's unreferenced fonts are pushed out (see
    /// `flipbook_cairo_flush_font_holdovers`). A layout drawn again at an angle the map already
    /// served costs nothing more and finds its glyphs made: a somersault's angles come round
    /// every turn. Fonts are the same whichever map makes them, so the pixels are too.
    func fontMapForCurrentThread(turned: Bool) throws -> UnsafeMutablePointer<PangoFontMap> {
        let maps = try Self.threadMaps.value(makingIfMissing: { ThreadFontMaps(upright: try makeFontMap()) })
        guard turned else { return maps.upright }
        return try maps.nextTurned { try makeFontMap() }
    }

    /// This thread's font maps, if it has drawn or measured text (for tests).
    static var currentThreadMaps: ThreadFontMaps? { threadMaps.value }

    private static let threadMaps = PerThread<ThreadFontMaps>()

    /// The bytes that one thread's turned font map may hold, as its layouts are counted,
    /// before it is let go: every angle of a somersault for the Memorize table at 390×844 (8
    /// emoji, 60 angles a turn, 16 kB each: 7.7 MB), a few dozen angles at scale 3. Each thread
    /// that draws turned text has its own map, so a process may hold this once a drawing thread.
    static let turnedGlyphBudget = 8 << 20

    /// What one distinct turned layout is counted at, at least: the Pango, Cairo and HarfBuzz
    /// fonts made for its transformation take memory even when its glyphs take little.
    static let smallestTurnedLayoutBytes = 16 << 10

    /// Notes that this thread drew or measured a turned layout, `key`, whose glyph images take
    /// about `bytes` (worked out only for a key its turned map has not served before, which
    /// alone adds to the map's count).
    static func noteTurnedLayout(_ key: TurnedLayoutKey, bytes: @autoclosure () -> Int) {
        threadMaps.value?.noteTurned(key, bytes: bytes())
    }

    private func makeFontMap() throws -> UnsafeMutablePointer<PangoFontMap> {
        guard let map = flipbook_font_map_new(config) else { throw FlipbookError.cairo("Pango could not create a font map") }
        return map
    }
}

/// One thread's font maps, owned through the thread dictionary: the upright one for the
/// thread's life, the turned one until its glyph images pass ``FontLibrary/turnedGlyphBudget``.
final class ThreadFontMaps {
    let upright: UnsafeMutablePointer<PangoFontMap>
    private var turned: UnsafeMutablePointer<PangoFontMap>?
    /// The distinct turned layouts the turned map served, and their glyph images' bytes.
    private var turnedLayouts: Set<TurnedLayoutKey> = []
    private var turnedBytes = 0
    /// How many turned maps this thread has let go (for tests).
    private(set) var turnedMapsReleased = 0

    init(upright: UnsafeMutablePointer<PangoFontMap>) { self.upright = upright }

    /// The turned map for one more layout: the current one, or a new one from `make` once the
    /// current one's glyph images have passed the budget (it is released and Cairo's
    /// holdovers flushed).
    func nextTurned(_ make: () throws -> UnsafeMutablePointer<PangoFontMap>) rethrows -> UnsafeMutablePointer<PangoFontMap> {
        if let map = turned, turnedBytes < FontLibrary.turnedGlyphBudget { return map }
        releaseTurned()
        let map = try make()
        turned = map
        return map
    }

    /// Counts the turned layout `key`, of about `bytes` of glyph images, against the turned
    /// map's budget, once.
    func noteTurned(_ key: TurnedLayoutKey, bytes: @autoclosure () -> Int) {
        guard turned != nil, turnedLayouts.insert(key).inserted else { return }
        turnedBytes += max(bytes(), FontLibrary.smallestTurnedLayoutBytes)
    }

    /// Lets the turned map go with its fonts, and has Cairo free the fonts nothing holds.
    func releaseTurned() {
        guard let map = turned else { return }
        turned = nil
        turnedLayouts = []
        turnedBytes = 0
        flipbook_object_unref(map)
        flipbook_cairo_flush_font_holdovers()
        turnedMapsReleased += 1
    }

    deinit {
        if let turned { flipbook_object_unref(turned) }
        flipbook_object_unref(upright)
    }
}

/// A layout drawn through a turned transformation, as its fonts and glyph images depend on
/// it: the text, its style's font, the wrapping width, and the transformation without its
/// translation (which fonts ignore).
struct TurnedLayoutKey: Hashable {
    let text: String
    let font: Font
    let width: CGFloat?
    let xx: Double, yx: Double, xy: Double, yy: Double
}
