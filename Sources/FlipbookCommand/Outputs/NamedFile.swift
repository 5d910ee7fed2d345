import Foundation

/// A file a command reads or writes, with the option or argument that names it (`-o`,
/// `--store`, `the script`), for messages.
struct NamedFile {
    /// `-o`, `--state-json`, `--store`…
    let option: String
    /// The path as given.
    let path: String

    /// The file's URL.
    var url: URL { URL(fileURLWithPath: path) }

    /// `path` named by `option`; `nil` when `path` is.
    init?(_ option: String, _ path: String?) {
        guard let path else { return nil }
        self.option = option
        self.path = path
    }
}
