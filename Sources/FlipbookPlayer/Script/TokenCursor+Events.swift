import FlipbookCore
import FlipbookRenderer

extension TokenCursor {
    /// The words that start an event line.
    static let eventKeywords: Set<String> = [
        "tap", "double-tap", "drag", "pinch", "wait", "type", "drop", "swipe", "long-press", "scroll",
    ]

    /// The event keywords, for messages.
    static let eventList = "tap, drag, pinch, wait, type, drop, swipe, long-press, scroll"

    /// Reads a whole event line: an event keyword and its arguments.
    ///
    /// - Throws: `TouchScriptError` for a malformed event or anything after its end.
    mutating func event() throws -> TouchAction {
        let action: TouchAction
        switch advance()?.text {
        case "tap": action = .tap(try target())
        case "double-tap": action = .doubleTap(try target())
        case "drag": action = try drag()
        case "pinch": action = try pinch()
        case "swipe": action = try swipe()
        case "long-press": action = try longPress()
        case "scroll": action = try scroll()
        case "type": action = .type(try typedInput())
        case "drop": action = try drop()
        default: action = .wait(try pause())
        }
        try expectEnd(after: "the end of the event")
        return action
    }

    /// `FROM -> TO [-> THEN …] over SECONDS`, after `drag`.
    private mutating func drag() throws -> TouchAction {
        var targets = [try target()]
        try expect("->", "expected '->' after the drag's starting target")
        targets.append(try target())
        while current?.text == "->", current?.isQuoted == false {
            advance()
            targets.append(try target())
        }
        try expect("over", "expected 'over' after the drag's target")
        let duration = try seconds()
        return targets.count == 2 ? .drag(from: targets[0], to: targets[1], duration: duration)
            : .dragAlong(targets, duration: duration)
    }

    /// `SCALE at TARGET over SECONDS`, after `pinch`.
    private mutating func pinch() throws -> TouchAction {
        let token = current
        let scale = try number(missing: "expected the pinch's scale, such as 1.5",
                               invalid: "scale must be a positive number", allowsZero: false)
        guard TouchScript.pinchScales.contains(scale) else {
            throw error("scale must be from \(TouchScript.pinchScales.lowerBound) to \(Int(TouchScript.pinchScales.upperBound)), "
                        + "not '\(token?.shown ?? "")'", at: token)
        }
        try expect("at", "expected 'at' after the pinch's scale")
        let target = try target()
        try expect("over", "expected 'over' after the pinch's target")
        return .pinch(scale: scale, at: target, duration: try seconds())
    }

    /// The duration of a gesture: a number of seconds greater than zero.
    private mutating func seconds() throws -> Double {
        try number(missing: "expected a duration in seconds",
                   invalid: "duration must be a positive number of seconds", allowsZero: false)
    }

    /// The length of a `wait`: a number of seconds, zero or more.
    private mutating func pause() throws -> Double {
        try number(missing: "expected a duration in seconds",
                   invalid: "duration must be a number of seconds, 0 or more", allowsZero: true)
    }

    /// A finite decimal number greater than zero, or at least zero when `allowsZero`.
    private mutating func number(missing: String, invalid: String, allowsZero: Bool) throws -> Double {
        guard let token = current else { throw error(missing, at: nil) }
        guard !token.isQuoted, let value = TouchScriptNumber.parse(token.text),
              allowsZero ? value >= 0 : value > 0 else {
            let reason = token.isQuoted ? nil : TouchScriptNumber.problem(with: token.text)
            throw error("\(invalid), \(reason ?? "not '\(token.shown)'")", at: token)
        }
        advance()
        return value
    }
}
