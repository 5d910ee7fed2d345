import FlipbookCore
import Foundation

extension Path {
    /// How far a stroke of this path in `style` can reach from the path: half the line width,
    /// a square cap's corner √2 times that, and a miter join as far as its tip goes (a miter
    /// beyond `style.miterLimit` is bevelled).
    ///
    /// Joins are measured where the path turns: between segments, and inside a curve, where
    /// Cairo's flattened pieces meet, by no more than its control polygon turns in all (a
    /// Bézier curve turns no more than its control polygon). A path whose turns cannot be told
    /// (a segment of no length) gets the longest miter the limit allows.
    func strokeReach(_ style: StrokeStyle) -> Double {
        let halfWidth = style.lineWidth / 2
        let capReach = style.lineCap == .square ? halfWidth * 2.squareRoot() : halfWidth
        guard style.lineJoin == .miter else { return capReach }
        let limit = Swift.max(style.miterLimit, 1)
        guard let miter = longestMiter(limit: limit) else { return Swift.max(capReach, halfWidth * limit) }
        return Swift.max(capReach, halfWidth * miter)
    }

    /// The longest miter of the path's joins, as a multiple of half the line width, where a
    /// miter longer than `limit` is bevelled (1); `nil` when a segment has no direction.
    private func longestMiter(limit: Double) -> Double? {
        var longest = 1.0
        var start = CGPoint.zero, current = CGPoint.zero
        var firstDirection: CGPoint?, lastDirection: CGPoint?
        /// Takes in a join that turns by up to `turn` radians: its miter is 1 / cos(turn / 2).
        func join(turningUpTo turn: Double, exactly: Bool) {
            let miter = turn >= .pi ? Double.infinity : 1 / cos(turn / 2)
            longest = Swift.max(longest, miter <= limit ? miter : exactly ? 1 : limit)
        }
        func join(_ incoming: CGPoint?, _ outgoing: CGPoint) {
            if let incoming { join(turningUpTo: angle(incoming, outgoing), exactly: true) }
        }
        for element in elements {
            switch element {
            case let .move(point):
                (start, current, firstDirection, lastDirection) = (point, point, nil, nil)
            case let .line(point):
                guard let direction = Self.direction(from: current, to: point) else { return nil }
                join(lastDirection, direction)
                (firstDirection, lastDirection, current) = (firstDirection ?? direction, direction, point)
            case let .quadCurve(point, control):
                guard let legs = Self.legs(current, control, point) else { return nil }
                join(lastDirection, legs.first)
                join(turningUpTo: legs.turn, exactly: false)
                (firstDirection, lastDirection, current) = (firstDirection ?? legs.first, legs.last, point)
            case let .curve(point, control1, control2):
                guard let legs = Self.legs(current, control1, control2, point) else { return nil }
                join(lastDirection, legs.first)
                join(turningUpTo: legs.turn, exactly: false)
                (firstDirection, lastDirection, current) = (firstDirection ?? legs.first, legs.last, point)
            case .closeSubpath:
                if let closing = Self.direction(from: current, to: start) {
                    join(lastDirection, closing)
                    lastDirection = closing
                }
                if let firstDirection { join(lastDirection, firstDirection) }
                (current, firstDirection, lastDirection) = (start, nil, nil)
            }
        }
        return longest
    }

    /// The unit directions of the first and last legs of the control polygon `p0`–`p1`–`p2`
    /// (–`p3`), skipping legs of no length, and how far it turns in all from leg to leg;
    /// `nil` when every leg has none.
    private static func legs(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint? = nil) -> (first: CGPoint, last: CGPoint, turn: Double)? {
        var first: CGPoint?, last: CGPoint?, turn = 0.0
        func leg(_ a: CGPoint, _ b: CGPoint) {
            guard let direction = direction(from: a, to: b) else { return }
            if let last { turn += angle(last, direction) }
            first = first ?? direction
            last = direction
        }
        leg(p0, p1)
        leg(p1, p2)
        if let p3 { leg(p2, p3) }
        guard let first, let last else { return nil }
        return (first, last, turn)
    }

    /// The unit vector from `a` to `b`; `nil` when they are the same point.
    private static func direction(from a: CGPoint, to b: CGPoint) -> CGPoint? {
        let dx = b.x - a.x, dy = b.y - a.y, length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, length.isFinite else { return nil }
        return CGPoint(x: dx / length, y: dy / length)
    }
}

/// The angle between unit vectors `u` and `v`, 0...π.
private func angle(_ u: CGPoint, _ v: CGPoint) -> Double {
    acos(Swift.min(1, Swift.max(-1, u.x * v.x + u.y * v.y)))
}
