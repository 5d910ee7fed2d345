import FlipbookCore
import FlipbookRenderer

extension SwipeDirection {
    /// How long a scripted swipe takes, in seconds.
    static let duration = 0.25
    /// How far a scripted swipe moves the finger, in points.
    static let distance = 200.0
}

extension ScriptRunner {
    /// A quick horizontal drag from `start`, leftward or rightward.
    func swipe(_ direction: SwipeDirection, on start: CGPoint, on timeline: inout FrameCollector) throws {
        let dx = direction == .left ? -SwipeDirection.distance : SwipeDirection.distance
        try move(from: start, to: CGPoint(x: start.x + dx, y: start.y), over: SwipeDirection.duration, holding: 0, on: &timeline)
    }

    /// A drag that moves content by `amount`: the finger moves the opposite way over the first
    /// four fifths of `duration` and holds still for the rest, so the content does not glide on.
    func scroll(from start: CGPoint, by amount: CGSize, over duration: Double, on timeline: inout FrameCollector) throws {
        player.clock.advance(to: timeline.time)
        try play(ScriptedTouch.scroll(on: player, from: start, by: amount, over: duration), over: duration, on: &timeline)
    }
}
