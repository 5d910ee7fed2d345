/// How a change moves from its old value to its new one over time: a timing curve or a spring,
/// perhaps delayed, sped up or repeated. Mirrors SwiftUI's `Animation`.
///
/// An animation is a value that describes progress from 0 to 1 over time in seconds; read it with
/// ``sample(at:initialVelocity:)``. Modifiers wrap what they modify, so their order matters as in
/// SwiftUI: `.delay(1).repeatCount(3)` waits before every repeat, `.repeatCount(3).delay(1)` once.
public struct Animation: Hashable, Sendable {
    /// What an animation is built of: a timing curve or a spring, wrapped by its modifiers.
    indirect enum Body: Hashable, Sendable {
        /// A timing curve that runs for `duration` seconds.
        case curve(UnitCurve, duration: Double)
        /// A spring launched at `initialVelocity`, in progress units per second.
        case spring(Spring, initialVelocity: Double)
        /// The body starts `delay` seconds late.
        case delay(Double, Body)
        /// The body runs `speed` times faster.
        case speed(Double, Body)
        /// The body plays `count` times, or forever when `count` is nil.
        case repeated(Body, count: Int?, autoreverses: Bool)
    }

    /// The curve or spring and its modifiers.
    let body: Body

    private init(_ body: Body) {
        self.body = body
    }
}

// MARK: - Timing curves

extension Animation {
    /// The duration of the timing-curve presets, in seconds, as SwiftUI's.
    static let defaultDuration = 0.35

    /// Progress proportional to time, over 0.35 seconds.
    public static let linear = linear(duration: defaultDuration)
    /// Starts slowly, over 0.35 seconds: Bézier controls (0.42, 0), (1, 1).
    public static let easeIn = easeIn(duration: defaultDuration)
    /// Ends slowly, over 0.35 seconds: Bézier controls (0, 0), (0.58, 1).
    public static let easeOut = easeOut(duration: defaultDuration)
    /// Starts and ends slowly, over 0.35 seconds: Bézier controls (0.42, 0), (0.58, 1).
    public static let easeInOut = easeInOut(duration: defaultDuration)

    /// Progress proportional to time, over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        curve(.linear, duration: duration)
    }

    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        curve(.easeIn, duration: duration)
    }

    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        curve(.easeOut, duration: duration)
    }

    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        curve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS's `cubic-bezier()`: x is the
    /// fraction of the duration, y the progress (which may leave 0...1).
    ///
    /// - Parameters:
    ///   - c0x: The first control point's x, clamped into 0...1.
    ///   - c0y: The first control point's y.
    ///   - c1x: The second control point's x, clamped into 0...1.
    ///   - c1y: The second control point's y.
    ///   - duration: The length of the animation, in seconds; 0 or more.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        curve(UnitCurve(c0x, c0y, c1x, c1y), duration: duration)
    }

    private static func curve(_ curve: UnitCurve, duration: Double) -> Animation {
        precondition(duration >= 0 && duration.isFinite, "an animation's duration must be 0 or more seconds")
        return Animation(.curve(curve, duration: duration))
    }
}

// MARK: - Springs

extension Animation {
    /// SwiftUI's default animation since iOS 17: a critically damped spring of response 0.55 seconds.
    public static let `default` = spring(response: 0.55, dampingFraction: 1)

    /// SwiftUI's `.spring`: response 0.5 seconds, damping fraction 0.825.
    public static let spring = spring(response: 0.5, dampingFraction: 0.825)

    /// A spring of mass 1 with stiffness (2π/response)² and damping 4π·dampingFraction/response.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped oscillation, in seconds; above 0.
    ///   - dampingFraction: The damping ratio: 0 never settles, below 1 overshoots, 1 is critical.
    ///   - blendDuration: Accepted for SwiftUI compatibility; it has no effect here.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0))
    }

    /// A spring described as SwiftUI's `Spring(duration:bounce:)`: response `duration` seconds,
    /// damping fraction 1 − bounce for a bounce of 0 or more and 1/(1 + bounce) below 0.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration (the response), in seconds; above 0.
    ///   - bounce: 0 is critically damped, up to 1 bouncier, down to (but above) −1 slower.
    ///   - blendDuration: Accepted for SwiftUI compatibility; it has no effect here.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(duration: duration, bounce: bounce), initialVelocity: 0))
    }

    /// A spring from its physical constants.
    ///
    /// - Parameters:
    ///   - stiffness: The spring constant k, above 0.
    ///   - damping: The damping constant c, 0 or more; 0 never settles.
    ///   - mass: The mass m, above 0.
    ///   - initialVelocity: The launch velocity, in progress units per second; it adds to the
    ///     velocity passed to ``sample(at:initialVelocity:)``.
    public static func interpolatingSpring(stiffness: Double, damping: Double, mass: Double = 1,
                                           initialVelocity: Double = 0) -> Animation {
        let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
        return Animation(.spring(spring, initialVelocity: initialVelocity))
    }
}

// MARK: - Modifiers

extension Animation {
    /// The animation, starting `delay` seconds later; progress stays 0 until then.
    public func delay(_ delay: Double) -> Animation {
        precondition(delay >= 0 && delay.isFinite, "a delay must be 0 or more seconds")
        return Animation(.delay(delay, body))
    }

    /// The animation, running `speed` times faster: its durations and any delay it already has
    /// are divided by `speed`, which must be above 0.
    public func speed(_ speed: Double) -> Animation {
        precondition(speed > 0 && speed.isFinite, "an animation's speed must be above 0")
        return Animation(.speed(speed, body))
    }

    /// The animation played `count` times in a row.
    ///
    /// - Parameters:
    ///   - count: The number of legs, 1 or more. With `autoreverses`, each way counts as a leg, so
    ///     an even count ends back at progress 0, as SwiftUI's does.
    ///   - autoreverses: Whether every second leg runs back from 1 to 0; otherwise each leg
    ///     restarts from 0.
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        precondition(count > 0, "an animation repeats 1 or more times")
        return Animation(.repeated(body, count: count, autoreverses: autoreverses))
    }

    /// The animation played again and again, never finishing.
    ///
    /// - Parameter autoreverses: Whether every second leg runs back from 1 to 0; otherwise each leg
    ///   restarts from 0.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(.repeated(body, count: nil, autoreverses: autoreverses))
    }
}
