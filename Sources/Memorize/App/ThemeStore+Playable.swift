import Flipbook
import Foundation

extension ThemeStore {
    /// The themes of `file`, or of the built-in `assets/themes.json`, each validated: themes
    /// that cannot be played are left out, with a warning each (one line).
    ///
    /// - Throws: ``ThemeStoreError`` when the file cannot be read or is malformed;
    ///   `FlipbookError.missingAssets` without an assets folder.
    static func playable(from file: String?) throws -> (store: ThemeStore, warnings: [String]) {
        let url = try file.map { URL(fileURLWithPath: $0) } ?? Assets.url("themes.json")
        var store = try ThemeStore(contentsOf: url)
        var warnings: [String] = []
        store.themes = store.themes.compactMap { theme in
            do {
                let validation = try theme.validated(knownColorNames: ThemePalette.knownColorNames)
                warnings += validation.warnings
                return validation.theme
            } catch {
                warnings.append("\(error); theme left out")
                return nil
            }
        }
        return (store, warnings)
    }
}
