/// The timeline's clock: time in seconds since the run began, moved only by the timeline, so
/// a run is the same however long its frames take to draw. Models read time from it.
///
/// The clock counts its readings, so the player can tell a scene that depends on the time
/// (a bonus pie, a spinner) from one that does not, whose built and laid-out views it reuses
/// from frame to frame while only animations move.
public final class VirtualClock: @unchecked Sendable {
    /// Seconds since the run began, as the engine keeps it (reading it is not counted).
    private(set) var time: Double = 0
    /// How many times `now` was read (or a view read the environment's `clockTime`), wrapping.
    private(set) var readings = 0

    /// Seconds since the run began.
    public var now: Double {
        noteReading()
        return time
    }

    /// Creates a clock at 0.
    public init() {}

    /// Moves the clock forward to `time` (never backward).
    package func advance(to time: Double) { self.time = max(self.time, time) }

    /// Counts a reading of the time made through the environment.
    func noteReading() {
        readings &+= 1
        SceneEffects.note()
    }
}
