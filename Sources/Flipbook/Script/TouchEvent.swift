/// One line of a touch script that acts: a touch, a gesture or a pause.
public struct TouchEvent: Hashable, Sendable {
    /// What happens.
    public var action: TouchAction
    /// The 1-based number of the line the event is on.
    public var line: Int

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - action: What happens.
    ///   - line: The 1-based line number it came from.
    public init(_ action: TouchAction, line: Int) {
        self.action = action
        self.line = line
    }
}

/// What a touch-script event does. Durations are in seconds and always greater than zero.
public enum TouchAction: Hashable, Sendable {
    /// A tap on a target: `tap card 3`.
    case tap(TouchTarget)
    /// Two taps in quick succession on a target: `double-tap card 3`.
    case doubleTap(TouchTarget)
    /// A finger moved from one target to another over a number of seconds:
    /// `drag card 2 -> discard over 0.8`.
    case drag(from: TouchTarget, to: TouchTarget, duration: Double)
    /// Two fingers spreading (scale above 1) or closing (below 1) around a target over a
    /// number of seconds: `pinch 1.5 at 200,300 over 0.6`. The scale is greater than zero.
    case pinch(scale: Double, at: TouchTarget, duration: Double)
    /// A pause of a number of seconds: `wait 1.5`.
    case wait(Double)
}
