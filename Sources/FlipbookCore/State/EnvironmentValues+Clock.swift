/// The time on the virtual clock when a pass built the views, and the clock itself, which
/// counts the readings so the player knows the views depend on the time.
struct ClockStamp {
    var time: Double = 0
    var clock: VirtualClock?
}

private struct ClockStampKey: EnvironmentKey {
    static var defaultValue: ClockStamp { ClockStamp() }
}

extension EnvironmentValues {
    /// The time on the timeline's virtual clock when the view was built, in seconds.
    ///
    /// Reading it makes the scene depend on the time: the player builds its views afresh
    /// every frame, as SwiftUI's `TimelineView` does.
    public internal(set) var clockTime: Double {
        get {
            let stamp = self[ClockStampKey.self]
            stamp.clock?.noteReading()
            return stamp.time
        }
        set { self[ClockStampKey.self].time = newValue }
    }

    /// The key of the clock's stamp, which ``isSame(as:)`` leaves out.
    static let clockStampKey = ObjectIdentifier(ClockStampKey.self)

    /// The clock that `clockTime` comes from, which counts its readings.
    var clockStamp: ClockStamp {
        get { self[ClockStampKey.self] }
        set { self[ClockStampKey.self] = newValue }
    }
}
