import ArgumentParser
import EmojiArt
import Flipbook
import Memorize
import SetApp

/// The apps the command line knows, in the order help and the demo show them. `render`,
/// `solve`, `play`, `demo` and the `flipbook APP …` commands all come from this list: a new
/// app is a new module and one line here.
enum Registry {
    static var apps: [any FlipbookApp.Type] {
        [
            SampleApp.self,
            MemorizeApp.self,
            SetCardGameApp.self,
            EmojiArtApp.self,
        ]
    }

    /// The app named `name`.
    ///
    /// - Throws: `UnknownApp`, listing the apps.
    static func app(named name: String) throws -> any FlipbookApp.Type {
        guard let app = apps.first(where: { $0.name == name.lowercased() }) else { throw UnknownApp(name: name) }
        return app
    }

    /// The apps' names, for messages: `sample, memorize, set, emojiart`.
    static var names: String {
        apps.map { $0.name }.joined(separator: ", ")
    }
}

/// An app name the registry does not hold.
struct UnknownApp: Error, CustomStringConvertible {
    let name: String
    var description: String { "unknown app '\(name)'; apps: \(Registry.names)" }
}
