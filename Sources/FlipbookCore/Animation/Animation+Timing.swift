/// The state of an animation at one moment, for a move from progress 0 to progress 1.
public struct AnimationSample: Hashable, Sendable {
    /// 0 at the start and 1 at the end; springs may overshoot, and autoreversing repeats head
    /// back toward 0.
    public var progress: Double
    /// The rate of change of ``progress``, in progress units per second.
    public var velocity: Double
    /// Whether the animation has come to its end; it then stays where it is.
    public var isFinished: Bool

    /// Creates a sample.
    public init(progress: Double, velocity: Double, isFinished: Bool) {
        self.progress = progress
        self.velocity = velocity
        self.isFinished = isFinished
    }
}

extension AnimationSample {
    /// At rest at the start.
    static let start = AnimationSample(progress: 0, velocity: 0, isFinished: false)
    /// At rest at the end.
    static let end = AnimationSample(progress: 1, velocity: 0, isFinished: true)

    /// The same state on a leg that runs from 1 back to 0.
    var reversed: AnimationSample {
        AnimationSample(progress: 1 - progress, velocity: -velocity, isFinished: isFinished)
    }

    /// The same state on a clock that runs `speed` times faster.
    func scaled(bySpeed speed: Double) -> AnimationSample {
        AnimationSample(progress: progress, velocity: velocity * speed, isFinished: isFinished)
    }
}

// MARK: - Sampling

extension Animation {
    /// The animation's state `elapsed` seconds after it started, for a move from progress 0 to 1.
    ///
    /// - Parameters:
    ///   - elapsed: Seconds since the animation started; earlier times count as 0.
    ///   - initialVelocity: The velocity the value already had, in progress units per second, as
    ///     when an animation is retargeted mid-flight. Springs start with it; timing curves and
    ///     repeating animations ignore it.
    /// - Returns: The progress, its velocity and whether the animation has finished.
    public func sample(at elapsed: Double, initialVelocity: Double = 0) -> AnimationSample {
        body.sample(at: max(elapsed, 0), initialVelocity: initialVelocity)
    }

    /// The time, in seconds and delay included, until the animation finishes; nil when it never
    /// does (`repeatForever`, or a spring without damping).
    ///
    /// A spring finishes once it has settled: from then on the envelope of its motion keeps the
    /// distance to 1 below 0.001 and the speed below 0.01 progress units per second, and its
    /// progress reports exactly 1.
    public var totalDuration: Double? {
        body.duration
    }
}

extension Animation.Body {
    /// The state `time` seconds (0 or more) after the start, launched at `initialVelocity`.
    func sample(at time: Double, initialVelocity: Double) -> AnimationSample {
        switch self {
        case let .curve(curve, duration):
            Self.sample(curve, duration: duration, at: time)
        case let .spring(spring, launchVelocity):
            Self.sample(spring, at: time, initialVelocity: launchVelocity + initialVelocity)
        case let .delay(delay, body):
            time < delay ? .start : body.sample(at: time - delay, initialVelocity: initialVelocity)
        case let .speed(speed, body):
            body.sample(at: time * speed, initialVelocity: initialVelocity / speed).scaled(bySpeed: speed)
        case let .repeated(body, count, autoreverses):
            body.sampleRepeated(count: count, autoreverses: autoreverses, at: time)
        }
    }

    /// The time until the end, in seconds; nil when it never ends.
    var duration: Double? {
        switch self {
        case let .curve(_, duration): duration
        case let .spring(spring, initialVelocity): spring.settlingDuration(initialVelocity: initialVelocity)
        case let .delay(delay, body): body.duration.map { delay + $0 }
        case let .speed(speed, body): body.duration.map { $0 / speed }
        case let .repeated(body, count, _): count.flatMap { count in body.duration.map { Double(count) * $0 } }
        }
    }

    private static func sample(_ curve: UnitCurve, duration: Double, at time: Double) -> AnimationSample {
        guard time < duration else { return .end }
        let fraction = time / duration
        return AnimationSample(progress: curve.value(at: fraction), velocity: curve.velocity(at: fraction) / duration,
                               isFinished: false)
    }

    private static func sample(_ spring: Spring, at time: Double, initialVelocity: Double) -> AnimationSample {
        if let settled = spring.settlingDuration(initialVelocity: initialVelocity), time >= settled {
            return .end
        }
        let motion = spring.motion(initialVelocity: initialVelocity)
        return AnimationSample(progress: 1 + motion.displacement(at: time), velocity: motion.velocity(at: time),
                               isFinished: false)
    }
}

// MARK: - Repeats

extension Animation.Body {
    /// The state `time` seconds after the start of `count` legs of this body (forever when nil).
    private func sampleRepeated(count: Int?, autoreverses: Bool, at time: Double) -> AnimationSample {
        guard let legDuration = duration else { return sample(at: time, initialVelocity: 0) }
        if let count, time >= Double(count) * legDuration {
            var last = leg(Double(count - 1), autoreverses: autoreverses, at: legDuration)
            last.isFinished = true
            return last
        }
        guard legDuration > 0 else { return leg(0, autoreverses: autoreverses, at: 0) }
        let index = (time / legDuration).rounded(.down)
        return leg(index, autoreverses: autoreverses, at: time - index * legDuration)
    }

    /// The state `time` seconds into leg `index` (counted from 0), which never ends the animation.
    private func leg(_ index: Double, autoreverses: Bool, at time: Double) -> AnimationSample {
        var state = sample(at: time, initialVelocity: 0)
        if autoreverses && index.truncatingRemainder(dividingBy: 2) == 1 {
            state = state.reversed
        }
        state.isFinished = false
        return state
    }
}
