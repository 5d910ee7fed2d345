import FlipbookCore
import FlipbookRenderer

/// A program made of scenes, as SwiftUI's `App`: the type marked `@main` whose ``body`` holds
/// a ``WindowGroup``.
///
/// ```swift
/// @main
/// struct MemorizeApp: App {
///     @StateObject var game = EmojiMemoryGame()
///
///     var body: some Scene {
///         WindowGroup {
///             EmojiMemoryGameView(game: game)
///         }
///     }
/// }
/// ```
///
/// Built with `swift build`, the app is a command-line program that draws its first window's
/// content: `MyApp render -o screen.png` writes the first screen at rest, `MyApp play
/// SCRIPT -o DIR` plays a touch script on the virtual clock into PNG frames or a video,
/// `MyApp previews -o DIR` draws its previews and `MyApp window` opens it on the desktop (the
/// default when there is a display). `MyApp --help` lists the options.
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes; Flipbook shows the first window group's content.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates the app, as the system does once at launch.
    @MainActor @preconcurrency init()
}

extension App {
    /// Runs the app from its command line: renders its first screen or plays a touch script on
    /// it (see ``App``). Errors are one line on standard error and a non-zero exit status: 64
    /// for a mistake in the arguments, 65 for a file that cannot be used.
    @MainActor @preconcurrency
    public static func main() {
        let module = String(String(reflecting: Self.self).prefix { $0 != "." })
        AppLauncher(launch: { size, appearance in try AppScene(launching: Self.self, size: size, appearance: appearance) },
                    module: module)
            .run(arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
