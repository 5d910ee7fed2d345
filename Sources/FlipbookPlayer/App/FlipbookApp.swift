import FlipbookCore
import FlipbookRenderer

/// An app as the `flipbook` command knows it, described once: its name, its settings, its
/// screens, how to make a scene of it, its solver if it has one, and what the demo shows.
///
/// The command line is generated from these descriptions: `render` draws a scene made from
/// the settings (a script with no events), `play` runs a touch script whose `app NAME` line
/// names the app, `solve` prints the solver's script, `demo` renders the ``demo`` items.
/// Touch-script lines such as `theme Halloween` and options such as `--theme Halloween` are
/// the same ``settings``.
///
/// ```swift
/// enum Counter: FlipbookApp {
///     static let name = "counter"
///     static let summary = "A number that grows at a tap."
///     static let settings = [AppSetting("start", .wholeNumber(0...99), default: "0", help: "The first number.")]
///
///     static func makeScene(size: CGSize, settings: AppSettings) throws -> AppScene {
///         let model = CounterModel(start: settings.wholeNumber("start") ?? 0)
///         let player = Player(size: size) { CounterView(model: model) }
///         return AppScene(player: player) { try JSONEncoder().encode(model) }
///     }
/// }
/// ```
public protocol FlipbookApp {
    /// The name scripts (`app memorize`) and commands (`flipbook render memorize`) use:
    /// lowercase, one word.
    static var name: String { get }

    /// What the app is, in one line.
    static var summary: String { get }

    /// The app's own settings, beyond the ones every app has (``AppSetting/seed``,
    /// ``AppSetting/appearance`` and, with more than one screen, ``AppSetting/screen(_:)``).
    static var settings: [AppSetting] { get }

    /// The screens a scene can show, the default first; empty or one for an app of one screen.
    static var screens: [AppScreen] { get }

    /// A new scene of the app on a screen of `size` points, set up by `settings`.
    ///
    /// - Throws: an error that describes itself in one line (an unknown theme, a file that
    ///   cannot be read).
    @MainActor static func makeScene(size: CGSize, settings: AppSettings) throws -> AppScene

    /// Writes a touch script that plays a whole game to the end, given the settings; `nil`
    /// for an app without a solver.
    static var solver: AppSolver? { get }

    /// What `flipbook demo` renders of the app, in order.
    static var demo: [DemoItem] { get }

    /// `settings` with the user's own files named where they name none, for the runs of the
    /// `flipbook` command (Memorize's default theme store); the demo and tests do not ask.
    static func namingUserFiles(in settings: AppSettings) -> AppSettings
}

/// Makes a touch script (its text) that plays a whole game, from an app's settings.
public typealias AppSolver = (AppSettings) throws -> String

extension FlipbookApp {
    /// No settings of its own.
    public static var settings: [AppSetting] { [] }

    /// One screen.
    public static var screens: [AppScreen] { [] }

    /// No solver.
    public static var solver: AppSolver? { nil }

    /// Nothing in the demo.
    public static var demo: [DemoItem] { [] }

    /// No files of the user's.
    public static func namingUserFiles(in settings: AppSettings) -> AppSettings { settings }
}
