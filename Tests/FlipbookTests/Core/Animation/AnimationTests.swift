import Flipbook
import Foundation
import Testing

@Suite("Animation")
struct AnimationTests {
    @Test func isAValue() {
        let same: Set<Animation> = [.easeIn, .easeIn(duration: 0.35), .timingCurve(0.42, 0, 1, 1)]
        #expect(same.count == 1)
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.linear.delay(1) != .linear)
        #expect(Animation.linear.delay(1).speed(2) != Animation.linear.speed(2).delay(1), "order matters")
    }

    @Test func nothingMovesBeforeTheStart() {
        #expect(Animation.easeInOut.sample(at: -1) == AnimationSample(progress: 0, velocity: 0, isFinished: false))
        #expect(Animation.spring.sample(at: -1).progress == 0)
    }
}

// MARK: - Timing curves

extension AnimationTests {
    /// A curve, the control points it should have and its duration in seconds.
    struct CurveCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let animation: Animation
        let controls: [Double]
        let duration: Double
    }

    static let curves = [
        CurveCase(testDescription: "linear", animation: .linear, controls: [0, 0, 1, 1], duration: 0.35),
        CurveCase(testDescription: "easeIn", animation: .easeIn, controls: [0.42, 0, 1, 1], duration: 0.35),
        CurveCase(testDescription: "easeOut", animation: .easeOut, controls: [0, 0, 0.58, 1], duration: 0.35),
        CurveCase(testDescription: "easeInOut", animation: .easeInOut, controls: [0.42, 0, 0.58, 1],
                  duration: 0.35),
        CurveCase(testDescription: "easeInOut(duration: 2)", animation: .easeInOut(duration: 2),
                  controls: [0.42, 0, 0.58, 1], duration: 2),
        CurveCase(testDescription: "timingCurve(0.17, 0.67, 0.83, 0.67)", animation: .timingCurve(0.17, 0.67, 0.83, 0.67),
                  controls: [0.17, 0.67, 0.83, 0.67], duration: 0.35),
        CurveCase(testDescription: "overshooting timingCurve", animation: .timingCurve(0.3, 1.6, 0.7, 1.2, duration: 1),
                  controls: [0.3, 1.6, 0.7, 1.2], duration: 1),
    ]

    @Suite("Timing curves")
    struct Curves {
        @Test(arguments: AnimationTests.curves, [0, 0.25, 0.5, 0.75, 1])
        func followsItsBezier(curve: CurveCase, fraction: Double) {
            let sample = curve.animation.sample(at: fraction * curve.duration)
            #expect(abs(sample.progress - referenceProgress(curve.controls, at: fraction)) < 1e-6)
            #expect(sample.isFinished == (fraction == 1))
        }

        @Test(arguments: AnimationTests.curves, [0.1, 0.4, 0.6, 0.9])
        func velocityIsTheSlopeOfProgress(curve: CurveCase, fraction: Double) {
            let time = fraction * curve.duration, step = 1e-6
            let slope = (curve.animation.sample(at: time + step).progress
                - curve.animation.sample(at: time - step).progress) / (2 * step)
            #expect(abs(curve.animation.sample(at: time).velocity - slope) < 1e-4 * max(1, abs(slope)))
        }

        /// CSS `ease-in` values, found by bisecting x(s) = t on the Bézier outside this library.
        @Test(arguments: [(0.25, 0.093465), (0.5, 0.315357), (0.75, 0.621862)])
        func easeInMatchesCSS(fraction: Double, expected: Double) {
            #expect(abs(Animation.easeIn.sample(at: fraction * 0.35).progress - expected) < 1e-6)
        }

        @Test(arguments: [0.1, 0.25, 0.5, 0.8])
        func easeOutMirrorsEaseIn(fraction: Double) {
            let easeOut = Animation.easeOut.sample(at: fraction * 0.35).progress
            let easeIn = Animation.easeIn.sample(at: (1 - fraction) * 0.35).progress
            #expect(abs(easeOut + easeIn - 1) < 1e-7)
        }

        @Test func easeInOutIsHalfWayAtHalfTime() {
            #expect(abs(Animation.easeInOut.sample(at: 0.175).progress - 0.5) < 1e-7)
        }

        @Test func easeOutStartsAtTheSlopeOfItsSecondControlPoint() {
            // Near s = 0, x' ≈ 6s·0.58 and y' ≈ 6s·1, so the curve leaves (0, 0) with slope 1/0.58.
            #expect(abs(Animation.easeOut.sample(at: 0).velocity - 1 / 0.58 / 0.35) < 1e-3)
        }

        @Test func presetsLastTheDefaultDuration() {
            for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.2, 0, 0.2, 1)] {
                #expect(animation.totalDuration == 0.35)
            }
        }

        @Test func linearIsProportionalToTime() {
            let sample = Animation.linear(duration: 2).sample(at: 1)
            #expect(abs(sample.progress - 0.5) < 1e-12)
            #expect(abs(sample.velocity - 0.5) < 1e-12)
            let end = AnimationSample(progress: 1, velocity: 0, isFinished: true)
            #expect(Animation.linear(duration: 2).sample(at: 2) == end)
        }

        @Test func zeroDurationEndsAtOnce() {
            #expect(Animation.linear(duration: 0).sample(at: 0).isFinished)
            #expect(Animation.linear(duration: 0).sample(at: 0).progress == 1)
        }
    }
}

// MARK: - Springs

extension AnimationTests {
    /// A spring animation and the physical constants it should have.
    struct SpringCase: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let animation: Animation
        let stiffness: Double
        let damping: Double
        var mass = 1.0
    }

    static let springs = [
        SpringCase(testDescription: "under-damped, ζ 0.3", animation: .spring(response: 0.6, dampingFraction: 0.3),
                   stiffness: pow(2 * .pi / 0.6, 2), damping: 4 * .pi * 0.3 / 0.6),
        SpringCase(testDescription: "critically damped", animation: .spring(duration: 0.5),
                   stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi / 0.5),
        SpringCase(testDescription: "over-damped, bounce -0.5", animation: .spring(duration: 0.5, bounce: -0.5),
                   stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 2 / 0.5),
        SpringCase(testDescription: "physical, mass 2",
                   animation: .interpolatingSpring(stiffness: 100, damping: 10, mass: 2),
                   stiffness: 100, damping: 10, mass: 2),
    ]

    @Suite("Springs")
    struct Springs {
        @Test(arguments: AnimationTests.springs, [0, 4, -3])
        func followsTheSpringEquation(spring: SpringCase, initialVelocity: Double) {
            for time in [0, 0.01, 0.05, 0.1, 0.2, 0.4] {
                let sample = spring.animation.sample(at: time, initialVelocity: initialVelocity)
                let expected = integratedSpring(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass,
                                                initialVelocity: initialVelocity, at: time)
                #expect(abs(sample.progress - expected.position) < 1e-6, "at \(time) s")
                #expect(abs(sample.velocity - expected.velocity) < 1e-5, "at \(time) s")
            }
        }

        @Test func durationAndBounceGiveTheStiffnessAndDampingOfReferences() {
            // REFERENCES: Spring(duration: 0.5, bounce: 0.3) ≈ stiffness 157.9, damping 17.6.
            let animation = Animation.spring(duration: 0.5, bounce: 0.3)
            for time in stride(from: 0.0, through: 0.6, by: 0.02) {
                let expected = integratedSpring(stiffness: 157.9, damping: 17.6, at: time)
                #expect(abs(animation.sample(at: time).progress - expected.position) < 1e-3, "at \(time) s")
            }
        }

        @Test func presetsAreSwiftUIs() {
            #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825))
            #expect(Animation.spring() == .spring)
            #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1))
            #expect(Animation.spring(duration: 0.4) == .spring(response: 0.4, dampingFraction: 1))
            #expect(Animation.spring(duration: 0.5, bounce: -0.5) == .spring(response: 0.5, dampingFraction: 2))
        }

        @Test func criticallyDampedRisesWithoutOvershoot() {
            let animation = Animation.spring(duration: 0.5, bounce: 0)
            var previous = 0.0
            for time in stride(from: 0.0, through: 2, by: 0.001) {
                let progress = animation.sample(at: time).progress
                #expect(progress >= previous && progress <= 1, "at \(time) s")
                previous = progress
            }
            #expect(animation.sample(at: 2).isFinished)
        }

        @Test func underDampedOvershootsThenSettles() throws {
            let animation = Animation.spring(duration: 0.5, bounce: 0.3)
            let peak = stride(from: 0.0, through: 1, by: 0.0005).map { animation.sample(at: $0).progress }.max() ?? 0
            // A step response with damping ratio ζ overshoots by e^(−πζ/√(1−ζ²)).
            let ratio = 0.7
            #expect(abs(peak - (1 + exp(-.pi * ratio / (1 - ratio * ratio).squareRoot()))) < 1e-4)
            let settled = try #require(animation.totalDuration)
            #expect(animation.sample(at: settled) == AnimationSample(progress: 1, velocity: 0, isFinished: true))
            #expect(!animation.sample(at: settled - 0.01).isFinished)
        }

        @Test func overDampedIsSlowerThanCritical() {
            let critical = Animation.spring(duration: 0.5), over = Animation.spring(duration: 0.5, bounce: -0.5)
            for time in [0.05, 0.2, 0.5] {
                #expect(over.sample(at: time).progress < critical.sample(at: time).progress)
            }
            #expect((over.totalDuration ?? 0) > (critical.totalDuration ?? .infinity))
        }

        @Test func initialVelocityChangesTheStart() {
            let animation = Animation.default
            #expect(abs(animation.sample(at: 0, initialVelocity: 5).velocity - 5) < 1e-9)
            #expect(animation.sample(at: 0.05, initialVelocity: 5).progress > animation.sample(at: 0.05).progress + 0.1)
            #expect(animation.sample(at: 0.02, initialVelocity: -5).progress < 0)
            #expect(Animation.linear.sample(at: 0.1, initialVelocity: 5) == Animation.linear.sample(at: 0.1))
        }

        @Test func interpolatingSpringAddsItsOwnInitialVelocity() {
            let launched = Animation.interpolatingSpring(stiffness: 100, damping: 20, initialVelocity: 2)
            let plain = Animation.interpolatingSpring(stiffness: 100, damping: 20)
            #expect(launched.sample(at: 0.1) == plain.sample(at: 0.1, initialVelocity: 2))
            #expect(launched.sample(at: 0.1, initialVelocity: 1) == plain.sample(at: 0.1, initialVelocity: 3))
        }

        /// Settled: |1 − x| < 0.001 and |x'| < 0.01 per second from then on.
        @Test func defaultSettlesInAboutASecond() throws {
            let settled = try #require(Animation.default.totalDuration)
            #expect((0.6...1.2).contains(settled))
            let stiffness: Double = pow(2 * .pi / 0.55, 2), damping = 4 * .pi / 0.55
            for time in [settled, settled + 0.1, settled + 1] {
                let state = integratedSpring(stiffness: stiffness, damping: damping, at: time)
                #expect(abs(1 - state.position) < 0.001 && abs(state.velocity) < 0.01, "at \(time) s")
            }
            let before = integratedSpring(stiffness: stiffness, damping: damping, at: settled - 0.02)
            #expect(abs(1 - before.position) >= 0.001 || abs(before.velocity) >= 0.01, "settles no later than needed")
            #expect(Animation.default.sample(at: settled).progress == 1)
            #expect(!Animation.default.sample(at: settled - 0.001).isFinished)
        }

        @Test func undampedSpringNeverFinishes() {
            let animation = Animation.interpolatingSpring(stiffness: 100, damping: 0)
            #expect(animation.totalDuration == nil)
            #expect(!animation.sample(at: 1000).isFinished)
            #expect((-1e-9...2 + 1e-9).contains(animation.sample(at: 1000).progress))
        }
    }
}

// MARK: - Modifiers

extension AnimationTests {
    @Suite("Delay, speed and repeats")
    struct Modifiers {
        @Test func delayHoldsAtTheStart() {
            let animation = Animation.linear(duration: 1).delay(0.5)
            #expect(animation.sample(at: 0.25) == AnimationSample(progress: 0, velocity: 0, isFinished: false))
            #expect(abs(animation.sample(at: 1).progress - 0.5) < 1e-12)
            #expect(animation.totalDuration == 1.5)
            #expect(!animation.sample(at: 1.49).isFinished && animation.sample(at: 1.5).isFinished)
            let delayedSpring = Animation.default.delay(1).sample(at: 1.25).progress
            #expect(abs(delayedSpring - Animation.default.sample(at: 0.25).progress) < 1e-12)
        }

        @Test func speedDividesDurationsAndDelays() {
            let fast = Animation.linear(duration: 1).speed(2)
            #expect(fast.sample(at: 0.25) == AnimationSample(progress: 0.5, velocity: 2, isFinished: false))
            #expect(fast.totalDuration == 0.5)
            #expect(abs(Animation.easeIn.speed(0.5).sample(at: 0.35).progress - 0.315357) < 1e-6)
            let delayed = Animation.linear(duration: 1).delay(1).speed(2)
            #expect(delayed.totalDuration == 1)
            #expect(delayed.sample(at: 0.45).progress == 0)
            #expect(abs(delayed.sample(at: 0.75).progress - 0.5) < 1e-12)
        }

        @Test func speedScalesSprings() throws {
            let fast = Animation.default.speed(2)
            let total = try #require(Animation.default.totalDuration)
            #expect(fast.totalDuration == total / 2)
            #expect(fast.sample(at: 0.1).progress == Animation.default.sample(at: 0.2).progress)
            #expect(abs(fast.sample(at: 0.1).velocity - 2 * Animation.default.sample(at: 0.2).velocity) < 1e-9)
            #expect(abs(fast.sample(at: 0, initialVelocity: 3).velocity - 3) < 1e-9)
        }

        /// linear(duration: 1).repeatCount(3): forward, back, forward.
        @Test(arguments: [
            (0.5, 0.5, 1.0, false), (1.5, 0.5, -1, false), (1.75, 0.25, -1, false), (2.0, 0, 1, false),
            (2.5, 0.5, 1, false), (3.0, 1, 0, true), (10, 1, 0, true),
        ])
        func autoreversingLegsAlternate(time: Double, progress: Double, velocity: Double, isFinished: Bool) {
            let sample = Animation.linear(duration: 1).repeatCount(3).sample(at: time)
            #expect(abs(sample.progress - progress) < 1e-12)
            #expect(abs(sample.velocity - velocity) < 1e-12)
            #expect(sample.isFinished == isFinished)
        }

        @Test func anEvenCountEndsWhereItStarted() {
            let animation = Animation.linear(duration: 1).repeatCount(2, autoreverses: true)
            #expect(animation.totalDuration == 2)
            #expect(animation.sample(at: 1.5).progress == 0.5)
            #expect(animation.sample(at: 2) == AnimationSample(progress: 0, velocity: 0, isFinished: true))
            #expect(animation.sample(at: 5).progress == 0)
            let easeIn = Animation.easeIn.repeatCount(2)
            #expect(abs(easeIn.sample(at: 0.35 * 1.5).progress - (1 - 0.315357)) < 1e-6)
        }

        @Test func withoutAutoreverseEachLegRestarts() {
            let animation = Animation.linear(duration: 1).repeatCount(3, autoreverses: false)
            #expect(animation.totalDuration == 3)
            #expect(abs(animation.sample(at: 1.25).progress - 0.25) < 1e-12)
            #expect(abs(animation.sample(at: 2.5).progress - 0.5) < 1e-12)
            #expect(animation.sample(at: 2.5).velocity == 1)
            #expect(animation.sample(at: 3) == AnimationSample(progress: 1, velocity: 0, isFinished: true))
            #expect(Animation.easeIn.repeatCount(1).totalDuration == 0.35)
        }

        @Test func aDelayInsideARepeatWaitsEveryTime() {
            let inside = Animation.linear(duration: 1).delay(1).repeatCount(2, autoreverses: false)
            #expect(inside.totalDuration == 4)
            #expect(inside.sample(at: 2.5).progress == 0)
            #expect(abs(inside.sample(at: 3.5).progress - 0.5) < 1e-12)
            let outside = Animation.linear(duration: 1).repeatCount(2, autoreverses: false).delay(1)
            #expect(outside.totalDuration == 3)
            #expect(abs(outside.sample(at: 2.5).progress - 0.5) < 1e-12)
        }

        @Test func repeatForeverKeepsOscillating() {
            let animation = Animation.linear(duration: 1).repeatForever()
            #expect(animation.totalDuration == nil)
            #expect(abs(animation.sample(at: 1000.25).progress - 0.25) < 1e-9)
            #expect(abs(animation.sample(at: 1001.25).progress - 0.75) < 1e-9)
            #expect(animation.sample(at: 1001.25).velocity == -1)
            let samples = stride(from: 0.05, to: 50, by: 0.1).map { animation.sample(at: $0) }
            #expect(samples.allSatisfy { !$0.isFinished })
            let crossings = zip(samples, samples.dropFirst()).filter { ($0.progress - 0.5) * ($1.progress - 0.5) < 0 }
            #expect(crossings.count >= 49)
        }

        @Test func repeatForeverWithoutAutoreverseIsASawtooth() {
            let animation = Animation.linear(duration: 1).repeatForever(autoreverses: false)
            #expect(abs(animation.sample(at: 1000.25).progress - 0.25) < 1e-9)
            #expect(abs(animation.sample(at: 1001.25).progress - 0.25) < 1e-9)
            #expect(!Animation.spring.repeatForever().sample(at: 1e6).isFinished)
            #expect(Animation.spring.repeatForever().totalDuration == nil)
        }
    }
}

// MARK: - Independent references

/// The progress of the cubic Bézier timing curve with `controls` (x₀, y₀, x₁, y₁) at time
/// fraction `t`, found without the library: the curve is sampled in 20,000 parameter steps and
/// interpolated linearly in x.
private func referenceProgress(_ controls: [Double], at t: Double) -> Double {
    func point(_ s: Double) -> (x: Double, y: Double) {
        let u = 1 - s
        return (3 * u * u * s * controls[0] + 3 * u * s * s * controls[2] + s * s * s,
                3 * u * u * s * controls[1] + 3 * u * s * s * controls[3] + s * s * s)
    }
    let steps = 20_000
    var previous = point(0)
    for step in 1...steps {
        let current = point(Double(step) / Double(steps))
        if current.x >= t {
            let span = current.x - previous.x
            return previous.y + (span > 0 ? (t - previous.x) / span : 0) * (current.y - previous.y)
        }
        previous = current
    }
    return 1
}

/// The position and velocity at `time` seconds of m·x'' = −k·(x − 1) − c·x' from x = 0 and
/// x' = `initialVelocity`, integrated numerically (fourth-order Runge–Kutta, steps of 0.1 ms or less).
private func integratedSpring(stiffness: Double, damping: Double, mass: Double = 1, initialVelocity: Double = 0,
                              at time: Double) -> (position: Double, velocity: Double) {
    func acceleration(_ x: Double, _ v: Double) -> Double { (-stiffness * (x - 1) - damping * v) / mass }
    let steps = max(1, Int((time / 1e-4).rounded(.up))), h = time / Double(steps)
    var (x, v) = (0.0, initialVelocity)
    for _ in 0..<steps {
        let (k1x, k1v) = (v, acceleration(x, v))
        let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
        let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
        let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}
