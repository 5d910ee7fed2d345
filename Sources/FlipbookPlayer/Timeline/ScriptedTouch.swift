import FlipbookCore

/// A touch a script describes, begun on a player and then told where it is at each touch
/// sample (``TouchInput``): one finger along a straight line, or two fingers pinching. The
/// script runner and the live window both play touches this way, so a wheel turned in a
/// window and the `scroll` line it records move the same fingers.
@MainActor final class ScriptedTouch {
    /// How long the touch lasts, in seconds.
    let duration: Double
    private let sampleAt: (Double) -> Void
    private let lift: () -> Void

    private init(duration: Double, sample: @escaping (Double) -> Void, lift: @escaping () -> Void) {
        self.duration = duration
        sampleAt = sample
        self.lift = lift
    }

    /// One finger from `start` to `end` over `duration` seconds, still for the last `holding`
    /// share of it, then lifted at `end`; `nil` when no drag begins at `start`. It reports
    /// only samples where the finger moved, as UIKit sends no move for one that did not.
    static func move(on player: Player, from start: CGPoint, to end: CGPoint, over duration: Double,
                     holding: Double) -> ScriptedTouch? {
        guard let session = player.beginDrag(at: start) else { return nil }
        let moving = duration * (1 - holding)
        var last = start
        return ScriptedTouch(duration: duration, sample: { elapsed in
            let progress = moving > 0 ? min(1, elapsed / moving) : 1
            let location = CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress)
            guard location != last else { return }
            last = location
            session.move(to: location)
        }, lift: { session.end(at: end) })
    }

    /// One finger through `points` in turn, reaching point `k` of `n` at `k / (n - 1)` of
    /// `duration`, in a straight line between them; `nil` when no drag begins at the first.
    /// A sample that falls on a point (as a window's recording puts one at each touch
    /// sample) reports that point exactly.
    static func move(on player: Player, through points: [CGPoint], over duration: Double) -> ScriptedTouch? {
        guard let start = points.first, let end = points.last, let session = player.beginDrag(at: start) else { return nil }
        let segments = Double(points.count - 1)
        var last = start
        return ScriptedTouch(duration: duration, sample: { elapsed in
            let position = min(segments, max(0, duration > 0 ? elapsed / duration * segments : segments))
            let nearest = position.rounded()
            let location: CGPoint
            if abs(position - nearest) < 1e-3 {
                location = points[Int(nearest)]
            } else {
                let index = Int(position.rounded(.down)), fraction = position - Double(index)
                let from = points[index], to = points[index + 1]
                location = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
            }
            guard location != last else { return }
            last = location
            session.move(to: location)
        }, lift: { session.end(at: end) })
    }

    /// A drag that moves content by `amount`: the finger moves the opposite way over the
    /// first four fifths of `duration` and holds still for the rest, so the content does not
    /// glide on; `nil` when no drag begins at `start`.
    static func scroll(on player: Player, from start: CGPoint, by amount: CGSize, over duration: Double) -> ScriptedTouch? {
        move(on: player, from: start, to: CGPoint(x: start.x - amount.width, y: start.y - amount.height), over: duration,
             holding: 0.2)
    }

    /// Two fingers around `center` spreading to `scale` times their distance over `duration`
    /// seconds, then lifted; `nil` when no pinch begins there.
    static func pinch(on player: Player, scale: Double, around center: CGPoint, over duration: Double) -> ScriptedTouch? {
        guard let session = player.beginPinch(at: center) else { return nil }
        return ScriptedTouch(duration: duration, sample: { elapsed in
            session.change(to: 1 + (scale - 1) * (duration > 0 ? min(1, elapsed / duration) : 1))
        }, lift: { session.end(at: scale) })
    }

    /// Tells the touch where it is `elapsed` seconds after it came down.
    func sample(_ elapsed: Double) { sampleAt(elapsed) }

    /// Lifts the finger or fingers.
    func end() { lift() }
}
