extension SwipeDirection {
    /// How long a scripted swipe takes, in seconds.
    static let duration = 0.25
    /// How far a scripted swipe moves the finger, in points.
    static let distance = 200.0
}

extension ScriptRunner {
    /// A quick horizontal drag from `start`, leftward or rightward.
    func swipe(_ direction: SwipeDirection, on start: Point, on timeline: inout FrameCollector) throws {
        let dx = direction == .left ? -SwipeDirection.distance : SwipeDirection.distance
        try move(from: start, to: Point(x: start.x + dx, y: start.y), over: SwipeDirection.duration, holding: 0, on: &timeline)
    }

    /// A drag that moves content by `amount`: the finger moves the opposite way over the first
    /// four fifths of `duration` and holds still for the rest, so the content does not glide on.
    func scroll(from start: Point, by amount: Size, over duration: Double, on timeline: inout FrameCollector) throws {
        let end = Point(x: start.x - amount.width, y: start.y - amount.height)
        try move(from: start, to: end, over: duration, holding: 0.2, on: &timeline)
    }

    /// A finger held still at `point` for `seconds`; the long-press gestures there see it.
    func longPress(at point: Point, for seconds: Double, on timeline: inout FrameCollector) throws {
        player.clock.advance(to: timeline.time)
        guard let session = player.beginLongPress(at: point) else { return try timeline.render(through: timeline.time + seconds) }
        let began = timeline.time
        try timeline.render(through: began + seconds) { time in session.hold(for: time - began) }
        session.lift(after: seconds)
    }

    /// One finger from `start` to `end` over `duration` seconds, still for the last `holding`
    /// share of it, then lifted.
    private func move(from start: Point, to end: Point, over duration: Double, holding: Double,
                      on timeline: inout FrameCollector) throws {
        player.clock.advance(to: timeline.time)
        guard let session = player.beginDrag(at: start) else { return try timeline.render(through: timeline.time + duration) }
        let began = timeline.time, moving = duration * (1 - holding)
        try timeline.render(through: began + duration) { time in
            let progress = min(1, (time - began) / moving)
            session.move(to: Point(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress))
        }
        session.end(at: end)
    }
}
