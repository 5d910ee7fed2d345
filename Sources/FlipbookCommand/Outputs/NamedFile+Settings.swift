import Flipbook
import Foundation

extension NamedFile {
    /// The files an app's `settings` read and save: Memorize's `store` (or `themes`),
    /// EmojiArt's `document` and the palettes file beside it.
    static func inputs(of settings: AppSettings) -> [NamedFile] {
        let palettes = settings["document"].map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().appendingPathComponent("emojiart-palettes.json").path
        }
        return [NamedFile("--store", settings["store"]), NamedFile("--themes", settings["themes"]),
                NamedFile("--document", settings["document"]), NamedFile("the document's palettes", palettes)].compactMap { $0 }
    }
}
