extension TokenCursor {
    /// The words that start an event line.
    static let eventKeywords: Set<String> = ["tap", "double-tap", "drag", "pinch", "wait"]

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
        default: action = .wait(try seconds())
        }
        try expectEnd(after: "the end of the event")
        return action
    }

    /// `FROM -> TO over SECONDS`, after `drag`.
    private mutating func drag() throws -> TouchAction {
        let from = try target()
        try expect("->", "expected '->' after the drag's starting target")
        let to = try target()
        try expect("over", "expected 'over' after the drag's target")
        return .drag(from: from, to: to, duration: try seconds())
    }

    /// `SCALE at TARGET over SECONDS`, after `pinch`.
    private mutating func pinch() throws -> TouchAction {
        let scale = try positiveNumber(missing: "expected the pinch's scale, such as 1.5",
                                       invalid: "scale must be a positive number")
        try expect("at", "expected 'at' after the pinch's scale")
        let target = try target()
        try expect("over", "expected 'over' after the pinch's target")
        return .pinch(scale: scale, at: target, duration: try seconds())
    }

    /// A duration: a number of seconds greater than zero.
    private mutating func seconds() throws -> Double {
        try positiveNumber(missing: "expected a duration in seconds",
                           invalid: "duration must be a positive number of seconds")
    }

    /// A finite decimal number greater than zero.
    private mutating func positiveNumber(missing: String, invalid: String) throws -> Double {
        guard let token = current else { throw error(missing, at: nil) }
        guard !token.isQuoted, let value = TouchScriptNumber.parse(token.text), value > 0 else {
            throw error("\(invalid), not '\(token.source)'", at: token)
        }
        advance()
        return value
    }
}
