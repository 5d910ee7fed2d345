import FlipbookCore
import FlipbookRenderer

/// How scripted fingers report where they are: at a fixed rate on the virtual clock, as an
/// iPhone's screen samples touches, whatever the frame rate. A script played at 4 frames per
/// second moves the same fingers at the same moments as at 60, so it ends in the same state.
enum TouchInput {
    /// Touch samples per second (an iPhone samples touches at 120 Hz).
    static let rate = 120.0

    /// How many samples a touch of `duration` seconds reports after it comes down: one every
    /// 1/``rate`` seconds, the last at its end; at least one.
    static func sampleCount(over duration: Double) -> Int {
        let count = (duration * rate - 1e-9).rounded(.up)
        return count.isFinite ? Int(min(max(1, count), Double(Int.max / 2))) : 1
    }

    /// The moment of sample `index` (1-based) of the `count` of a touch of `duration`
    /// seconds, in seconds after the touch came down: the last is at `duration` exactly.
    static func elapsed(atSample index: Int, of count: Int, over duration: Double) -> Double {
        index == count ? duration : min(duration, Double(index) / rate)
    }
}

extension ScriptRunner {
    /// Lets `duration` seconds pass while a finger is down, calling `sample` with the seconds
    /// since it came down at every touch sample (see ``TouchInput``), the last at `duration`.
    /// Frames due meanwhile are made between samples; a frame due at a sample's moment is
    /// made after it, so it shows the finger where it is then. The frame at the end is left
    /// for what follows (the lift comes first).
    func sampleTouch(over duration: Double, on timeline: inout FrameCollector, _ sample: (Double) -> Void) throws {
        let began = timeline.time, count = TouchInput.sampleCount(over: duration)
        for index in 1...count {
            let elapsed = TouchInput.elapsed(atSample: index, of: count, over: duration)
            try timeline.render(before: began + elapsed)
            player.advance(to: began + elapsed)
            sample(elapsed)
        }
    }

    /// One finger from `start` to `end` over `duration` seconds, still for the last `holding`
    /// share of it, then lifted at `end`. The drag hears of every sample where the finger
    /// moved, the last at `end`, then of the lift.
    func move(from start: CGPoint, to end: CGPoint, over duration: Double, holding: Double,
              on timeline: inout FrameCollector) throws {
        player.clock.advance(to: timeline.time)
        try play(ScriptedTouch.move(on: player, from: start, to: end, over: duration, holding: holding), over: duration, on: &timeline)
    }

    /// Two fingers around the screen point `center` spreading to `scale` times their distance
    /// over `duration` seconds, then lifted; the pinch hears of every sample, the last at `scale`.
    func pinch(_ scale: Double, around center: CGPoint, over duration: Double, on timeline: inout FrameCollector) throws {
        player.clock.advance(to: timeline.time)
        try play(ScriptedTouch.pinch(on: player, scale: scale, around: center, over: duration), over: duration, on: &timeline)
    }

    /// Plays `touch` sample by sample, then lifts it; with no touch (nothing took it), lets
    /// `duration` pass.
    func play(_ touch: ScriptedTouch?, over duration: Double, on timeline: inout FrameCollector) throws {
        guard let touch else { return try timeline.render(through: timeline.time + duration) }
        try sampleTouch(over: duration, on: &timeline) { touch.sample($0) }
        touch.end()
    }

    /// A finger held still at `point` for `seconds`; the long-press gestures there hear of
    /// every sample, so one of `minimumDuration` succeeds within 1/120 s of it at any frame rate.
    func longPress(at point: CGPoint, for seconds: Double, on timeline: inout FrameCollector) throws {
        player.clock.advance(to: timeline.time)
        guard let session = player.beginLongPress(at: point) else { return try timeline.render(through: timeline.time + seconds) }
        try sampleTouch(over: seconds, on: &timeline) { elapsed in session.hold(for: elapsed) }
        session.lift(after: seconds)
    }
}
