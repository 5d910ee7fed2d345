import FlipbookCore
import FlipbookRenderer
import Foundation

/// A SwiftUI ``App`` that the `flipbook` command knows by name, with settings, screens, a
/// solver and demo items: one description for both ways of running it.
///
/// The app is an `App` as the course writes it, with a ``WindowGroup`` in its body. What it
/// adds is how the `flipbook` command launches it: ``init(launch:)`` sets it up from the
/// ``AppLaunch``'s settings (`theme Halloween` in a script, `--theme Halloween` on the command
/// line) on the launch's virtual clock. `render` draws its first window at rest, `play` runs a
/// touch script whose `app NAME` line names it, `window` opens it on the desktop, `solve`
/// prints the solver's script, `demo` renders the ``demo`` items. `init()`, what `App.main()`
/// calls, launches it with the default settings.
///
/// ```swift
/// struct CounterApp: FlipbookApp {
///     static let name = "counter"
///     static let summary = "A number that grows at a tap."
///     static let settings = [AppSetting("start", .wholeNumber(0...99), default: "0", help: "The first number.")]
///
///     let model: CounterModel
///
///     init(launch: AppLaunch) {
///         model = CounterModel(start: launch.settings.wholeNumber("start") ?? 0)
///     }
///
///     var body: some Scene {
///         WindowGroup { CounterView(model: model) }
///     }
///
///     func stateJSON() throws -> Data { try JSONEncoder().encode(model) }
/// }
/// ```
public protocol FlipbookApp: App {
    /// The name scripts (`app memorize`) and commands (`flipbook render memorize`) use:
    /// lowercase, one word.
    nonisolated static var name: String { get }

    /// What the app is, in one line.
    nonisolated static var summary: String { get }

    /// The app's own settings, beyond the ones every app has (``AppSetting/seed``,
    /// ``AppSetting/appearance`` and, with more than one screen, ``AppSetting/screen(_:)``).
    nonisolated static var settings: [AppSetting] { get }

    /// The screens a scene can show, the default first; empty or one for an app of one screen.
    nonisolated static var screens: [AppScreen] { get }

    /// Writes a touch script that plays a whole game to the end, given the settings; `nil`
    /// for an app without a solver.
    nonisolated static var solver: AppSolver? { get }

    /// What `flipbook demo` renders of the app, in order.
    nonisolated static var demo: [DemoItem] { get }

    /// `settings` with the user's own files named where they name none, for the runs of the
    /// `flipbook` command (Memorize's default theme store); the demo and tests do not ask.
    nonisolated static func namingUserFiles(in settings: AppSettings) -> AppSettings

    /// Launches the app as the `flipbook` command does: set up by the launch's settings, its
    /// models on the launch's clock.
    ///
    /// - Throws: an error that describes itself in one line (an unknown theme, a file that
    ///   cannot be read).
    init(launch: AppLaunch) throws

    /// Whether the screen is drawn again only when state it read changed: `true` for an app
    /// whose models are `@Observable`, which lets a frame with nothing new cost nothing.
    var updatesOnlyForTrackedChanges: Bool { get }

    /// Problems found at launch that did not stop it (a theme left out), one line each.
    var launchWarnings: [String] { get }

    /// The changes of the run that could not be saved so far (a read-only document, a full
    /// disk), one line each naming the file.
    var failedSaves: [String] { get }

    /// Brings the app to rest for a still image, without animation: what a player sees once
    /// the opening moves are over (Memorize's cards dealt). `render` calls it before its one
    /// frame; a script does not, it plays the opening.
    func settle()

    /// The app's state now, as JSON: what `--state-json` writes.
    func stateJSON() throws -> Data
}

/// Makes a touch script (its text) that plays a whole game, from an app's settings.
public typealias AppSolver = (AppSettings) throws -> String

extension FlipbookApp {
    /// No settings of its own.
    public nonisolated static var settings: [AppSetting] { [] }

    /// One screen.
    public nonisolated static var screens: [AppScreen] { [] }

    /// No solver.
    public nonisolated static var solver: AppSolver? { nil }

    /// Nothing in the demo.
    public nonisolated static var demo: [DemoItem] { [] }

    /// No files of the user's.
    public nonisolated static func namingUserFiles(in settings: AppSettings) -> AppSettings { settings }

    /// Every change redraws the screen.
    public var updatesOnlyForTrackedChanges: Bool { false }

    /// No warnings.
    public var launchWarnings: [String] { [] }

    /// Nothing failed to save.
    public var failedSaves: [String] { [] }

    /// Already at rest.
    public func settle() {}

    /// Launches the app with its default settings on a new clock, as `App.main()` does: the
    /// launch that `flipbook render APP` makes with no settings given.
    ///
    /// A launch that fails (a store that cannot be read) is one line on standard error and
    /// exit status 65, as on the command line.
    public init() {
        do {
            let settings = try Self.settings([:])
            try self.init(launch: AppLaunch(settings: Self.namingUserFiles(in: settings), screenSize: DeviceScreen.iPhone13.size))
        } catch {
            FileHandle.standardError.write(Data("\(Self.name): error: \(error)\n".utf8))
            exit(65)
        }
    }
}
