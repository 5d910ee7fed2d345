import FlipbookCore
import FlipbookRenderer

extension TokenCursor {
    /// `left|right on TARGET`, after `swipe`.
    mutating func swipe() throws -> TouchAction {
        guard let token = current, !token.isQuoted, let direction = SwipeDirection(rawValue: token.text) else {
            throw error("expected the swipe's direction, left or right" + found, at: current)
        }
        advance()
        try expect("on", "expected 'on' after the swipe's direction")
        return .swipe(direction, on: try target())
    }

    /// `TARGET [for SECONDS]`, after `long-press`; half a second unless given.
    mutating func longPress() throws -> TouchAction {
        let target = try target()
        guard current?.text == "for", current?.isQuoted == false else { return .longPress(target, duration: 0.5) }
        advance()
        return .longPress(target, duration: try positiveSeconds(of: "long press"))
    }

    /// `TARGET by DX,DY [over SECONDS]`, after `scroll`; a third of a second unless given.
    mutating func scroll() throws -> TouchAction {
        let target = try target()
        try expect("by", "expected 'by' and how far to scroll, such as by 0,300")
        guard current.map({ !$0.isQuoted && $0.text.contains(",") }) == true, case let .point(amount) = try self.target() else {
            throw error("expected how far to scroll as DX,DY, such as 0,300" + found, at: current)
        }
        var duration = 0.3
        if current?.text == "over", current?.isQuoted == false {
            advance()
            duration = try positiveSeconds(of: "scroll")
        }
        return .scroll(target, by: CGSize(width: amount.x, height: amount.y), duration: duration)
    }

    /// A number of seconds greater than zero.
    private mutating func positiveSeconds(of gesture: String) throws -> Double {
        guard let token = current else { throw error("expected the \(gesture)'s duration in seconds", at: nil) }
        guard !token.isQuoted, let value = TouchScriptNumber.parse(token.text), value > 0 else {
            let reason = token.isQuoted ? nil : TouchScriptNumber.problem(with: token.text)
            throw error("duration must be a positive number of seconds, \(reason ?? "not '\(token.shown)'")", at: token)
        }
        advance()
        return value
    }
}

/// Which way a `swipe` moves the finger.
public enum SwipeDirection: String, Hashable, Sendable {
    /// Right to left: opens a row's trailing swipe actions (Delete).
    case left
    /// Left to right: opens a row's leading swipe actions.
    case right
}
