import FlipbookCore
import FlipbookRenderer

/// A screen an app can show, picked by the `screen` setting.
public struct AppScreen: Hashable, Sendable {
    /// The name the `screen` setting uses, such as `themes`.
    public var name: String
    /// What the screen shows, in a few words.
    public var summary: String

    /// Creates a screen.
    public init(_ name: String, _ summary: String) {
        self.name = name
        self.summary = summary
    }
}
