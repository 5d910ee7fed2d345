/// The timeline's clock: time in seconds since the run began, moved only by the timeline, so
/// a run is the same however long its frames take to draw. Models read time from it.
public final class VirtualClock: @unchecked Sendable {
    /// Seconds since the run began.
    public private(set) var now: Double = 0

    /// Creates a clock at 0.
    public init() {}

    /// Moves the clock forward to `time` (never backward).
    func advance(to time: Double) { now = max(now, time) }
}
