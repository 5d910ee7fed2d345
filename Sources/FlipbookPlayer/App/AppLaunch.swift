import FlipbookCore
import FlipbookRenderer

/// What a ``FlipbookApp`` is launched with: its settings, the virtual clock its screen runs
/// on, and the screen's size.
@MainActor public final class AppLaunch {
    /// The settings, checked: the app's own and the ones every app has.
    public let settings: AppSettings
    /// The clock the app's screen runs on; models that read the time (a bonus countdown)
    /// read this one.
    public let clock: VirtualClock
    /// The size of the screen the app is shown on, in points.
    public let screenSize: CGSize
    /// The player that shows the app, once the launch made it.
    weak var player: Player?

    /// A launch with `settings` on a screen of `screenSize` points, on `clock`.
    public init(settings: AppSettings, clock: VirtualClock = VirtualClock(), screenSize: CGSize) {
        self.settings = settings
        self.clock = clock
        self.screenSize = screenSize
    }

    /// Lays the app's screen out at the clock's time, as drawing a frame would: for state
    /// read from the layout (a viewport's size) asked for before anything was drawn.
    public func layOutScreen() {
        guard let player else { return }
        _ = player.frame(at: player.clock.now)
    }
}
