import CSDL2
import FlipbookCore
import Foundation

extension LiveWindow {
    /// A wheel turn at the pointer: a scroll, or with ctrl held a pinch, added to the turn
    /// before it when that one has not begun and is of the same kind at the same place.
    func turned(_ wheel: SDL_MouseWheelEvent, at time: Double) {
        let flip: Float = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let notches = (x: Double(wheel.preciseX * flip), y: Double(wheel.preciseY * flip))
        let at = point(wheel.mouseX, wheel.mouseY)
        let pinches = ctrlHeld
        let turn: WheelTurn = pinches ? .pinch(at: at, scale: pow(WheelTurn.scalePerNotch, notches.y), time: time)
            : .scroll(at: at, by: CGSize(width: Self.tenth(notches.x * WheelTurn.pointsPerNotch),
                                         height: Self.tenth(-notches.y * WheelTurn.pointsPerNotch)), time: time)
        if let last = wheelTurns.last, let both = last.adding(turn) {
            wheelTurns[wheelTurns.count - 1] = both
        } else {
            wheelTurns.append(turn)
        }
    }

    /// Plays the wheel turns due by `time` as a touch script plays `scroll` and `pinch`:
    /// each begins at a touch sample (1/120 s) after the last one ended and reports every
    /// sample, so the recorded line replays the same touches.
    func playWheelTurns(until time: Double) {
        while true {
            if let (touch, began, done) = playing {
                let count = TouchInput.sampleCount(over: touch.duration)
                var index = done
                while index < count, began + TouchInput.elapsed(atSample: index + 1, of: count, over: touch.duration) <= time {
                    index += 1
                    let elapsed = TouchInput.elapsed(atSample: index, of: count, over: touch.duration)
                    player.advance(to: began + elapsed)
                    touch.sample(elapsed)
                }
                guard index == count else { return playing = (touch, began, index) }
                touch.end()
                playing = nil
                wheelFreeAt = began + touch.duration
            }
            guard let turn = wheelTurns.first else { return }
            let begins = max((turn.time * TouchInput.rate).rounded(.up) / TouchInput.rate, wheelFreeAt)
            guard begins <= time else { return }
            wheelTurns.removeFirst()
            player.advance(to: begins)
            switch turn {
            case let .scroll(at, amount, _):
                playing = ScriptedTouch.scroll(on: player, from: at, by: amount, over: WheelTurn.scrollDuration).map { ($0, begins, 0) }
                recorder?.scroll(at: at, by: amount, over: WheelTurn.scrollDuration, time: begins)
            case let .pinch(at, scale, _):
                let scale = SessionRecorder.recorded(scale: scale)
                playing = ScriptedTouch.pinch(on: player, scale: scale, around: at, over: WheelTurn.pinchDuration).map { ($0, begins, 0) }
                recorder?.pinch(scale, at: at, over: WheelTurn.pinchDuration, time: begins)
            }
            if playing == nil { wheelFreeAt = begins }
        }
    }
}

/// A turn of the mouse wheel, as the touch it becomes.
enum WheelTurn {
    /// The wheel: content moved by an amount, the finger going the opposite way.
    case scroll(at: CGPoint, by: CGSize, time: Double)
    /// Ctrl + wheel (or a trackpad pinch, which desktops send as one): two fingers spreading
    /// or closing about the pointer.
    case pinch(at: CGPoint, scale: Double, time: Double)

    /// How far a notch of the wheel scrolls, in points.
    static let pointsPerNotch = 40.0
    /// How much a notch with ctrl held zooms.
    static let scalePerNotch = 1.1
    /// How long the touch of a scroll lasts.
    static let scrollDuration = 0.2
    /// How long the touch of a pinch lasts.
    static let pinchDuration = 0.15

    /// When the wheel turned.
    var time: Double {
        switch self {
        case let .scroll(_, _, time), let .pinch(_, _, time): time
        }
    }

    /// This turn and `next` as one, when they are of the same kind at the same place.
    func adding(_ next: WheelTurn) -> WheelTurn? {
        switch (self, next) {
        case let (.scroll(at, amount, time), .scroll(nextAt, nextAmount, _)) where at == nextAt:
            .scroll(at: at, by: CGSize(width: amount.width + nextAmount.width, height: amount.height + nextAmount.height), time: time)
        case let (.pinch(at, scale, time), .pinch(nextAt, nextScale, _)) where at == nextAt:
            .pinch(at: at, scale: min(max(scale * nextScale, 0.01), 100), time: time)
        default: nil
        }
    }
}
