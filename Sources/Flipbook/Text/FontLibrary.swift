import CCairo
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

    /// This thread's Pango font map over the pinned configuration. Font maps keep glyph
    /// caches that are not safe to share between threads, so each thread gets its own.
    func fontMapForCurrentThread() throws -> UnsafeMutablePointer<PangoFontMap> {
        let key = "org.flipbook.fontmap"
        if let box = Thread.current.threadDictionary[key] as? FontMapBox { return box.map }
        guard let map = flipbook_font_map_new(config) else { throw FlipbookError.cairo("Pango could not create a font map") }
        Thread.current.threadDictionary[key] = FontMapBox(map: map)
        return map
    }
}

/// Owns one Pango font map for the thread dictionary.
private final class FontMapBox {
    let map: UnsafeMutablePointer<PangoFontMap>
    init(map: UnsafeMutablePointer<PangoFontMap>) { self.map = map }
    deinit { flipbook_object_unref(map) }
}
