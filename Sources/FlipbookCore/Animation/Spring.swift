import Foundation

/// A damped spring that pulls progress x toward 1: m·x'' = −k·(x − 1) − c·x', starting at x = 0.
/// Mass in arbitrary units, stiffness and damping per second squared and per second (for mass 1).
struct Spring: Hashable, Sendable {
    /// The mass m.
    let mass: Double
    /// The stiffness k.
    let stiffness: Double
    /// The damping c.
    let damping: Double

    /// Creates a spring from its physical constants.
    init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0, "a spring needs a positive mass and stiffness")
        precondition(damping >= 0, "a spring's damping cannot be negative")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring of mass 1 that would complete one undamped oscillation in `response`
    /// seconds, with damping ratio `dampingFraction` (1 is critical): k = (2π/response)²,
    /// c = 4π·ζ/response.
    init(response: Double, dampingFraction: Double) {
        precondition(response > 0, "a spring's response must be positive")
        self.init(stiffness: pow(2 * .pi / response, 2), damping: 4 * .pi * dampingFraction / response)
    }

    /// Creates a spring the way SwiftUI maps duration and bounce: response = `duration` seconds;
    /// damping ratio 1 − bounce for a bounce of 0 or more, 1/(1 + bounce) below 0.
    init(duration: Double, bounce: Double) {
        precondition(bounce > -1, "a spring's bounce must be above -1")
        let dampingFraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingFraction: dampingFraction)
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): below 1 it bounces, 1 is critical, above 1 it creeps.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}

// MARK: - Motion

extension Spring {
    /// The remaining displacement from 1 below which a spring counts as settled, in progress units.
    static let settledDisplacement = 0.001
    /// The speed below which a spring counts as settled, in progress units per second.
    static let settledVelocity = 0.01

    /// The spring's exact motion when it leaves 0 with `initialVelocity` (progress per second).
    func motion(initialVelocity: Double) -> SpringMotion {
        SpringMotion(naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
                     initialVelocity: initialVelocity)
    }

    /// The time, in seconds, from which the remaining displacement stays below
    /// ``settledDisplacement`` and the speed below ``settledVelocity``, judged by the decaying
    /// envelopes of the motion; nil for an undamped spring, which never settles.
    func settlingDuration(initialVelocity: Double) -> Double? {
        guard damping > 0 else { return nil }
        let motion = motion(initialVelocity: initialVelocity)
        let displacement = Self.lastCrossing(of: motion.displacementBound, below: Self.settledDisplacement,
                                             decreasingFrom: motion.displacementPeak)
        let velocity = Self.lastCrossing(of: motion.velocityBound, below: Self.settledVelocity,
                                         decreasingFrom: motion.velocityPeak)
        guard let displacement, let velocity else { return nil }
        return max(displacement, velocity)
    }

    /// The first time after which `bound`, which decreases from `start` on, stays below `limit`.
    private static func lastCrossing(of bound: (Double) -> Double, below limit: Double,
                                     decreasingFrom start: Double) -> Double? {
        guard bound(start) > limit else { return 0 }
        var low = start, high = start + 1
        while bound(high) > limit {
            guard high < 1e9 else { return nil }
            (low, high) = (high, start + 2 * (high - start))
        }
        while high - low > 1e-9 {
            let middle = (low + high) / 2
            if bound(middle) > limit { low = middle } else { high = middle }
        }
        return high
    }
}

/// A spring's exact motion, as the displacement y = x − 1 from y(0) = −1 and y'(0) = v₀, in the
/// three regimes of the damping ratio ζ. Times in seconds, rates in per second.
enum SpringMotion {
    /// y = e^(−αt)·(a·cos ωt + b·sin ωt), for ζ < 1 (α the decay, ω the damped frequency).
    case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
    /// y = (a + b·t)·e^(−λt), for ζ = 1 (λ = ω₀).
    case critical(rate: Double, a: Double, b: Double)
    /// y = a·e^(r₁t) + b·e^(r₂t), for ζ > 1 (r₂ < r₁ < 0).
    case overdamped(rate1: Double, rate2: Double, a: Double, b: Double)

    /// How close to 1 a damping ratio counts as critical, so neither formula loses precision.
    private static let criticalTolerance = 1e-6

    /// Solves the motion for angular frequency `w` (ω₀), damping ratio `z` (ζ) and initial
    /// velocity `v` (v₀).
    init(naturalFrequency w: Double, dampingRatio z: Double, initialVelocity v: Double) {
        let y0 = -1.0
        if abs(z - 1) < Self.criticalTolerance {
            self = .critical(rate: w, a: y0, b: v + w * y0)
        } else if z < 1 {
            let decay = z * w, frequency = w * (1 - z * z).squareRoot()
            self = .underdamped(decay: decay, frequency: frequency, a: y0, b: (v + decay * y0) / frequency)
        } else {
            let rate2 = -w * (z + (z * z - 1).squareRoot())
            let rate1 = w * w / rate2  // r₁·r₂ = ω₀², without cancellation
            let b = (v - rate1 * y0) / (rate2 - rate1)
            self = .overdamped(rate1: rate1, rate2: rate2, a: y0 - b, b: b)
        }
    }
}

// MARK: - Displacement, velocity and their envelopes

extension SpringMotion {
    /// The displacement y(t) from 1, in progress units.
    func displacement(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, frequency, a, b):
            exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case let .critical(rate, a, b):
            (a + b * t) * exp(-rate * t)
        case let .overdamped(rate1, rate2, a, b):
            a * exp(rate1 * t) + b * exp(rate2 * t)
        }
    }

    /// The velocity y'(t), in progress units per second.
    func velocity(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, frequency, a, b):
            exp(-decay * t) * ((b * frequency - decay * a) * cos(frequency * t)
                - (a * frequency + decay * b) * sin(frequency * t))
        case let .critical(rate, a, b):
            (b - rate * (a + b * t)) * exp(-rate * t)
        case let .overdamped(rate1, rate2, a, b):
            rate1 * a * exp(rate1 * t) + rate2 * b * exp(rate2 * t)
        }
    }

    /// An upper bound of |y(t)| that decreases from ``displacementPeak`` on.
    func displacementBound(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, _, a, b): (a * a + b * b).squareRoot() * exp(-decay * t)
        case let .critical(rate, a, b): (abs(a) + abs(b) * t) * exp(-rate * t)
        case let .overdamped(rate1, rate2, a, b): abs(a) * exp(rate1 * t) + abs(b) * exp(rate2 * t)
        }
    }

    /// An upper bound of |y'(t)| that decreases from ``velocityPeak`` on.
    func velocityBound(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, frequency, a, b):
            (a * a + b * b).squareRoot() * (frequency * frequency + decay * decay).squareRoot() * exp(-decay * t)
        case let .critical(rate, a, b):
            (abs(b - rate * a) + rate * abs(b) * t) * exp(-rate * t)
        case let .overdamped(rate1, rate2, a, b):
            abs(rate1 * a) * exp(rate1 * t) + abs(rate2 * b) * exp(rate2 * t)
        }
    }

    /// The time, in seconds, after which ``displacementBound(at:)`` only decreases.
    var displacementPeak: Double {
        guard case let .critical(rate, a, b) = self else { return 0 }
        return Self.peak(constant: abs(a), slope: abs(b), rate: rate)
    }

    /// The time, in seconds, after which ``velocityBound(at:)`` only decreases.
    var velocityPeak: Double {
        guard case let .critical(rate, a, b) = self else { return 0 }
        return Self.peak(constant: abs(b - rate * a), slope: rate * abs(b), rate: rate)
    }

    /// Where (p + q·t)·e^(−λt) stops growing, for t ≥ 0.
    private static func peak(constant p: Double, slope q: Double, rate λ: Double) -> Double {
        q > 0 ? max(0, 1 / λ - p / q) : 0
    }
}
