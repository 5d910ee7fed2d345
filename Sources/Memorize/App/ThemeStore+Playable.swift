import Flipbook
import Foundation

extension ThemeStore {
    /// The themes of `file`, or of the built-in `assets/themes.json`, made playable: themes
    /// with too few emojis are left out with a warning each (one line); icons must be ones
    /// the app draws.
    ///
    /// - Throws: ``ThemeStoreError`` naming the file when it cannot be read, is malformed, has
    ///   an unknown icon or two themes of one name, or has no playable theme at all;
    ///   `FlipbookError.missingAssets` without an assets folder.
    static func playable(from file: String?) throws -> (store: ThemeStore, warnings: [String]) {
        let url = try file.map { URL(fileURLWithPath: $0) } ?? Assets.url("themes.json")
        return try playable(contentsOf: url, knownColorNames: ThemePalette.knownColorNames,
                            knownIconNames: Set(SystemSymbol.knownNames))
    }
}
