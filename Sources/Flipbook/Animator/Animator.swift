/// Holds, for every animatable value of every view on screen, its target and the animation
/// that carries the value on screen toward it; a change of target starts a new animation from
/// the value on screen at that moment, so changes in mid-flight retarget without a jump.
final class Animator {
    private struct Track {
        var target: any VectorArithmetic
        var from: any VectorArithmetic
        var animation: Animation?
        var start: Double
    }

    private var tracks: [AnimationKey: Track] = [:]
    private var visited: Set<AnimationKey> = []
    /// Whether a value asked for since the last `endPass` was still on its way to its target.
    private(set) var sawMotion = false

    /// The value on screen at `time` for `key`, whose target is now
    /// `target`; a new target starts `animation` (or jumps without one).
    func present<V: VectorArithmetic>(_ key: AnimationKey, target: V, time: Double, animation: Animation?) -> V {
        visited.insert(key)
        guard var track = tracks[key] else {
            tracks[key] = Track(target: target, from: target, animation: nil, start: time)
            return target
        }
        if !AnyVector.equal(track.target, target) {
            let current = value(of: track, at: time)
            // A change while an endless animation runs stops it (the spin ends when its
            // value changes back), rather than starting another endless one.
            let stopsRepeat = animation.map { $0.totalDuration == nil } == true
                && track.animation.map { $0.totalDuration == nil } == true
            track = Track(target: target, from: current, animation: stopsRepeat ? nil : animation, start: time)
            tracks[key] = track
        }
        return value(of: track, at: time) as? V ?? target
    }

    /// `present` for a value whose animatable data animates (a frame, a colour).
    func presentAnimatable<A: Animatable>(_ key: AnimationKey, target: A, time: Double, animation: Animation?) -> A {
        var value = target
        value.animatableData = present(key, target: target.animatableData, time: time, animation: animation)
        return value
    }

    /// Starts `key` at `from` moving to `target` with `animation` (transitions).
    func start<V: VectorArithmetic>(_ key: AnimationKey, from: V, to target: V, time: Double, animation: Animation) {
        tracks[key] = Track(target: target, from: from, animation: animation, start: time)
    }

    /// Whether `key` has reached its target by `time`.
    func isSettled(_ key: AnimationKey, at time: Double) -> Bool {
        guard let track = tracks[key], let animation = track.animation else { return true }
        return animation.sample(at: time - track.start).isFinished
    }

    /// Forgets the values of views that were not seen since the last call, except those in `keeping`.
    func endPass(keeping: (AnimationKey) -> Bool) {
        if tracks.count != visited.count || !tracks.keys.allSatisfy(visited.contains) {
            tracks = tracks.filter { visited.contains($0.key) || keeping($0.key) }
        }
        visited.removeAll(keepingCapacity: true)
        sawMotion = false
    }

    private func value(of track: Track, at time: Double) -> any VectorArithmetic {
        guard let animation = track.animation else { return track.target }
        let sample = animation.sample(at: time - track.start)
        if sample.isFinished { return track.target }
        sawMotion = true
        return AnyVector.interpolate(track.from, track.target, sample.progress)
    }
}
