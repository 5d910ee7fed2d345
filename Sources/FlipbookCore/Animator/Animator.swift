/// Holds, for every animatable value of every view on screen, its target and the animation
/// that carries the value on screen toward it; a change of target starts a new animation from
/// the value on screen at that moment, so changes in mid-flight retarget without a jump.
@MainActor final class Animator {
    private struct Track {
        var target: any VectorArithmetic
        var from: any VectorArithmetic
        var animation: Animation?
        var start: Double
        /// The pass that last asked for the track's value (-1: none since it was started).
        var pass: Int
    }

    private var tracks: [AnimationKey: Track] = [:]
    /// Tracks set aside while their views are offstage, by the number of the offstage view.
    private var parked: [Int: [AnimationKey: Track]] = [:]
    /// The pass now: a track asked for in it is kept by `endPass`.
    private var pass = 0
    /// How many tracks were asked for in this pass, with those of subtrees presented as they
    /// were (``countVisited(_:)``).
    private(set) var visitedCount = 0
    /// Whether a value asked for since the last `endPass` was still on its way to its target.
    private(set) var sawMotion = false
    /// Counts the values found on their way (never reset): a count unchanged over a subtree
    /// means nothing in it moved.
    private(set) var motionCount = 0

    /// The value on screen at `time` for `key`, whose target is now
    /// `target`; a new target starts `animation` (or jumps without one).
    func present<V: VectorArithmetic>(_ key: AnimationKey, target: V, time: Double, animation: Animation?) -> V {
        present(key, target: target, time: time, animation: animation, from: nil)
    }

    /// `present`, where a new target starts from `start`, when one is given and the value on
    /// screen is not already there, instead of from the value on screen.
    func present<V: VectorArithmetic>(_ key: AnimationKey, target: V, time: Double, animation: Animation?,
                                      from start: V?) -> V {
        guard let index = tracks.index(forKey: key) else {
            tracks[key] = Track(target: target, from: target, animation: nil, start: time, pass: pass)
            visitedCount += 1
            return target
        }
        markVisited(index)
        let track = tracks.values[index]
        // The target kept is returned as it is (not the equal one asked with: 0 and -0 differ in bits).
        if let last = track.target as? V, last == target { return value(of: track, at: time, target: last) }
        var current = value(of: track, at: time)
        if let start, let onScreen = current as? V, (onScreen - start).magnitudeSquared > 1e-12 { current = start }
        // A change while an endless animation runs stops it (the spin ends when its
        // value changes back), rather than starting another endless one.
        let stopsRepeat = animation.map { $0.totalDuration == nil } == true
            && track.animation.map { $0.totalDuration == nil } == true
        let retargeted = Track(target: target, from: current, animation: stopsRepeat ? nil : animation, start: time, pass: pass)
        tracks.values[index] = retargeted
        return value(of: retargeted, at: time, target: target)
    }

    /// The value on screen at `time` of a track that was started for `key` (a transition's
    /// progress), or `nil` when there is none.
    func presentStarted(_ key: AnimationKey, time: Double) -> Double? {
        guard let index = tracks.index(forKey: key), let target = tracks.values[index].target as? Double else { return nil }
        markVisited(index)
        return value(of: tracks.values[index], at: time, target: target)
    }

    /// `present` for a value whose animatable data animates (a frame, a colour).
    func presentAnimatable<A: Animatable>(_ key: AnimationKey, target: A, time: Double, animation: Animation?,
                                          from start: A? = nil) -> A {
        var value = target
        value.animatableData = present(key, target: target.animatableData, time: time, animation: animation,
                                       from: start?.animatableData)
        return value
    }

    /// The target `key`'s track moves to, as a value like `like`; `nil` without a track.
    func target<A: Animatable>(of key: AnimationKey, like value: A) -> A? {
        guard let data = tracks[key]?.target as? A.AnimatableData else { return nil }
        var target = value
        target.animatableData = data
        return target
    }

    /// Starts `key` at `from` moving to `target` with `animation` (transitions).
    func start<V: VectorArithmetic>(_ key: AnimationKey, from: V, to target: V, time: Double, animation: Animation) {
        let visited = tracks[key]?.pass ?? -1
        tracks[key] = Track(target: target, from: from, animation: animation, start: time, pass: visited)
    }

    /// Whether `key` has reached its target by `time`.
    func isSettled(_ key: AnimationKey, at time: Double) -> Bool {
        guard let track = tracks[key], let animation = track.animation else { return true }
        return animation.sample(at: time - track.start).isFinished
    }

    /// Counts `count` tracks as asked for in this pass without asking: those of a subtree the
    /// presenter shows as it was, whose values it does not ask for again.
    func countVisited(_ count: Int) {
        visitedCount += count
    }

    /// Sets aside the tracks of the views of `identities`, under `owner`'s number, until
    /// ``unpark(for:)``: they are neither asked for nor forgotten meanwhile.
    func park(_ identities: Set<Int>, for owner: Int) {
        let set = tracks.filter { identities.contains($0.key.identity) }
        guard !set.isEmpty else { return }
        for key in set.keys { tracks[key] = nil }
        parked[owner, default: [:]].merge(set) { _, new in new }
    }

    /// Puts back the tracks set aside for `owner`.
    func unpark(for owner: Int) {
        guard let set = parked.removeValue(forKey: owner) else { return }
        tracks.merge(set) { current, _ in current }
    }

    /// Forgets the tracks set aside for owners that `isGone` says are gone.
    func forgetParked(where isGone: (Int) -> Bool) {
        guard !parked.isEmpty else { return }
        parked = parked.filter { !isGone($0.key) }
    }

    /// Forgets the values of views that were not seen since the last call, except those in `keeping`.
    func endPass(keeping: (AnimationKey) -> Bool) {
        if visitedCount != tracks.count {
            tracks = tracks.filter { $0.value.pass == pass || keeping($0.key) }
        }
        pass += 1
        visitedCount = 0
        sawMotion = false
    }

    private func noteMotion() {
        sawMotion = true
        motionCount &+= 1
    }

    private func markVisited(_ index: Dictionary<AnimationKey, Track>.Index) {
        guard tracks.values[index].pass != pass else { return }
        tracks.values[index].pass = pass
        visitedCount += 1
    }

    /// The value of `track` at `time`, whose target is `target`.
    private func value<V: VectorArithmetic>(of track: Track, at time: Double, target: V) -> V {
        guard let animation = track.animation else { return target }
        let sample = animation.sample(at: time - track.start)
        if sample.isFinished { return target }
        noteMotion()
        guard let from = track.from as? V else { return target }
        return from + (target - from).scaled(by: sample.progress)
    }

    private func value(of track: Track, at time: Double) -> any VectorArithmetic {
        guard let animation = track.animation else { return track.target }
        let sample = animation.sample(at: time - track.start)
        if sample.isFinished { return track.target }
        noteMotion()
        return AnyVector.interpolate(track.from, track.target, sample.progress)
    }
}
