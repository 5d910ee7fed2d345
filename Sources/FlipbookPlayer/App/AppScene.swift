import FlipbookCore
import FlipbookRenderer
import Foundation

/// A running app: the player that shows it, what its frames are drawn over, and its state as
/// JSON (what `--state-json` writes).
@MainActor public struct AppScene {
    /// The player that runs the scene.
    public let player: Player
    /// What frames are drawn over: the appearance's background.
    public let background: Color
    /// Problems found while making the scene that did not stop it (a theme left out), one
    /// line each.
    public let warnings: [String]
    private let settle: () -> Void
    private let state: () throws -> Data
    private let saveFailures: () -> [String]

    /// A scene of parts the launch gathered.
    ///
    /// - Parameters:
    ///   - player: The player that runs the scene.
    ///   - background: What frames are drawn over.
    ///   - warnings: Problems that did not stop the scene, one line each.
    ///   - settle: Brings the scene to rest for a still image, without animation: what a
    ///     player sees once the opening moves are over (Memorize's cards dealt). A render runs
    ///     it before its one frame; a script does not, it plays the opening.
    ///   - saveFailures: The changes of the run that could not be saved so far (a read-only
    ///     document, a full disk), one line each naming the file.
    ///   - state: The app's state now, as JSON.
    init(player: Player, background: Color = .white, warnings: [String] = [],
                settle: @escaping () -> Void = {}, saveFailures: @escaping () -> [String] = { [] },
                state: @escaping () throws -> Data) {
        self.player = player
        self.background = background
        self.warnings = warnings
        self.settle = settle
        self.saveFailures = saveFailures
        self.state = state
    }

    /// The saves of the run that failed so far, one line each naming the file; empty when
    /// every change reached its file.
    public var failedSaves: [String] { saveFailures() }

    /// The app's state now, as JSON.
    public func stateJSON() throws -> Data {
        try state()
    }

    /// The still image of the scene, as `render` draws it: a script with no events played on
    /// the settled scene, its one frame at time 0.
    public func still() throws -> DisplayList {
        settle()
        return try ScriptRunner(player: player, fps: 1).run(TouchScript())[0]
    }

    /// The scene settled and then played on until its animations are over (at most 10
    /// seconds): the first screen at rest, as an app's own `render` draws it.
    public func restingFrame() -> DisplayList {
        settle()
        return player.restingFrame()
    }
}
