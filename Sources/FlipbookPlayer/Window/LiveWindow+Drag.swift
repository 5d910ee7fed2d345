import FlipbookCore

/// A drag with the mouse, played as a script plays `drag A -> B -> … over SECONDS`: it begins
/// at the touch sample after the pointer has moved 4 points from where the button went down,
/// reads where the pointer is at every sample after (1/120 s), and lifts at the sample after
/// the button comes up. The recording lists those points, so its replay moves the finger
/// through the same places at the same moments, and a flick's speed (a scroll view's glide)
/// is the same in both.
struct MouseDrag {
    /// Where the button went down: where the finger comes down.
    let press: CGPoint
    /// The touch sample at which the finger comes down.
    let began: Double
    /// Where the finger was at each sample so far, the press first.
    var points: [CGPoint]
    /// Where the pointer is, as of the last event handled.
    var pointer: CGPoint
    /// Where the button came up, once it has.
    var release: CGPoint?
    /// The drag on the screen, once it began; `nil` before, or when nothing took it.
    var session: DragSession?
    /// Whether the finger came down and nothing on the screen took the drag.
    var isRefused = false
}

extension LiveWindow {
    /// The button goes down at `location`; a drag still being lifted lifts first.
    func pressed(at location: CGPoint) {
        playMouseDrag(until: .infinity)
        press = location
    }

    /// The pointer moved: once 4 points from where the button went down, a drag begins at the
    /// next touch sample.
    func moved(to location: CGPoint, at time: Double) {
        guard let press else { return }
        if mouseDrag != nil {
            mouseDrag?.pointer = location
        } else if hypot(location.x - press.x, location.y - press.y) >= 4 {
            let began = (time * TouchInput.rate).rounded(.up) / TouchInput.rate
            mouseDrag = MouseDrag(press: press, began: began, points: [press], pointer: location)
        }
    }

    /// The button comes up: the drag lifts at its next sample, or, when the pointer never
    /// moved far enough, it was a tap where it went down.
    func released(at location: CGPoint, time: Double) {
        guard let press else { return }
        self.press = nil
        guard mouseDrag != nil else {
            player.clock.advance(to: time)
            player.tap(at: press)
            recorder?.tap(at: press, time: time)
            return
        }
        mouseDrag?.pointer = location
        mouseDrag?.release = location
        playMouseDrag(until: time)
    }

    /// Plays the mouse drag's samples due by `time`: the finger comes down at its first, moves
    /// to the pointer at each (when it moved), and lifts at the one after the release, when
    /// the drag is written to the recording.
    func playMouseDrag(until time: Double) {
        guard var drag = mouseDrag else { return }
        var lifted = false
        defer { mouseDrag = lifted ? nil : drag }
        if drag.session == nil, !drag.isRefused {
            guard drag.began <= time else { return }
            player.advance(to: drag.began)
            drag.session = player.beginDrag(at: drag.press)
            drag.isRefused = drag.session == nil
        }
        while true {
            let sample = drag.points.count
            let elapsed = drag.release == nil ? Double(sample) / TouchInput.rate
                : SessionRecorder.recorded(dragDuration: Double(sample) / TouchInput.rate)
            guard drag.began + elapsed <= time else { return }
            player.advance(to: drag.began + elapsed)
            if drag.pointer != drag.points.last { drag.session?.move(to: drag.pointer) }
            drag.points.append(drag.pointer)
            guard drag.release != nil else { continue }
            if let session = drag.session {
                session.end(at: drag.pointer)
                recorder?.drag(through: drag.points, began: drag.began, duration: elapsed)
            }
            lifted = true
            return
        }
    }
}
