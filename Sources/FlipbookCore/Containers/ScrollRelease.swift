import Foundation

/// What a scroll view's content does along one axis when the finger lifts, as UIKit's scroll
/// views move: it glides on and slows down (the speed kept each millisecond, 0.998); a fling
/// that reaches an end goes past it and springs back; content pulled past an end springs back.
enum ScrollReleaseMotion: Equatable {
    /// It stays where it is.
    case rest
    /// It glides on to `target`, slowing to a stop over `duration` seconds.
    case glide(to: CGFloat, duration: Double)
    /// From past an end it springs back to the end `edge`, launched at `velocity` (progress
    /// units per second, the whole way back being 1).
    case springBack(to: CGFloat, velocity: CGFloat)
    /// It glides through the end `edge` to `peak` past it over `duration` seconds, setting off
    /// at `slope` times its average speed and stopping there, then springs back to `edge`.
    case bounce(peak: CGFloat, edge: CGFloat, duration: Double, slope: CGFloat)

    /// The motion of content at `offset` (points) moving at `velocity` (points of offset per
    /// second) when the finger lifts, its ends at 0 and `maximum`.
    init(offset: CGFloat, velocity: CGFloat, maximum: CGFloat) {
        let edge = min(max(0, offset), maximum)
        if offset != edge {
            self = .springBack(to: edge, velocity: velocity / (edge - offset))
            return
        }
        let target = offset + ScrollMotion.glide(velocity: velocity)
        if target >= 0, target <= maximum {
            let duration = ScrollMotion.glideDuration(distance: target - offset)
            self = duration > 0 ? .glide(to: target, duration: duration) : .rest
            return
        }
        self = Self.flight(from: offset, velocity: velocity, into: target < 0 ? 0 : maximum)
    }

    /// A fling at `velocity` from `offset` that reaches the end `end`: it slows as a glide does
    /// until it gets there, then, past it, as a critically damped spring of
    /// ``ScrollMotion/bounceResponse`` would, which takes 1/ω to stop v/(ω·e) past the end.
    private static func flight(from offset: CGFloat, velocity: CGFloat, into end: CGFloat) -> ScrollReleaseMotion {
        let speed = abs(velocity), distance = abs(end - offset), decay = -log(ScrollMotion.decelerationRate) * 1000
        let share = distance * decay / speed
        let overshoot = speed * (1 - share) / (ScrollMotion.bounceFrequency * M_E)
        guard share < 1, overshoot >= 0.5 else {
            let duration = ScrollMotion.glideDuration(distance: distance)
            return duration > 0 ? .glide(to: end, duration: duration) : .rest
        }
        let duration = -log(1 - share) / decay + 1 / ScrollMotion.bounceFrequency
        let peak = end + (velocity > 0 ? overshoot : -overshoot)
        return .bounce(peak: peak, edge: end, duration: duration, slope: speed * duration / (distance + overshoot))
    }

    /// Where the content is once this motion's first animation is over.
    func target(from offset: CGFloat) -> CGFloat {
        switch self {
        case .rest: return offset
        case let .glide(target, _): return target
        case let .springBack(edge, _): return edge
        case let .bounce(peak, _, _, _): return peak
        }
    }

    /// Where the content comes to rest.
    func settled(from offset: CGFloat) -> CGFloat {
        if case let .bounce(_, edge, _, _) = self { return edge }
        return target(from: offset)
    }

    /// The animation to ``target(from:)``; `nil` for none.
    var animation: Animation? {
        switch self {
        case .rest: return nil
        case let .glide(_, duration): return ScrollMotion.glideAnimation(duration: duration)
        case let .springBack(_, velocity):
            return ScrollMotion.springBack(initialVelocity: velocity)
        case let .bounce(_, _, duration, slope):
            return .timingCurve(1.0 / 3, min(1, slope / 3), 2.0 / 3, 1, duration: duration)
        }
    }
}

/// What a scroll view's content does when the finger lifts, on both axes: the motion along
/// the main axis (the vertical one when it moves) sets the animation, and the other axis goes
/// to its own place within it.
struct ScrollRelease {
    /// Where the content goes first, and how; `nil` for no animation.
    let target: CGSize
    let animation: Animation?
    /// After a bounce: how many seconds later the content springs back, and to where.
    let springBack: (delay: Double, target: CGSize)?

    /// The release of content at `offset` moving at `velocity` (points of offset per second)
    /// with ends at zero and `maximum`, along `axes`.
    init(offset: CGSize, velocity: CGSize, maximum: CGSize, axes: Axis.Set) {
        let horizontal = axes.contains(.horizontal)
            ? ScrollReleaseMotion(offset: offset.width, velocity: velocity.width, maximum: maximum.width) : .rest
        let vertical = axes.contains(.vertical)
            ? ScrollReleaseMotion(offset: offset.height, velocity: velocity.height, maximum: maximum.height) : .rest
        let main = vertical == .rest ? horizontal : vertical
        func place(_ motion: ScrollReleaseMotion, _ value: CGFloat) -> CGFloat {
            motion == main ? motion.target(from: value) : motion.settled(from: value)
        }
        target = CGSize(width: place(horizontal, offset.width), height: place(vertical, offset.height))
        animation = main.animation
        springBack = if case let .bounce(_, _, duration, _) = main {
            (duration, CGSize(width: horizontal.settled(from: offset.width), height: vertical.settled(from: offset.height)))
        } else { nil }
    }
}
