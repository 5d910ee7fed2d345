import Foundation

extension Path {
    /// Adds an arc of a circle, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are SwiftUI's (0° points right, y grows downward). As in SwiftUI, `clockwise`
    /// follows Core Graphics' y-up convention: `clockwise: true` runs the angle downward, which
    /// on screen turns *counter*clockwise; that is why the course's `Pie` passes `!clockwise`.
    /// When the path has a current point, a straight line joins it to the arc's start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let sweep = Path.sweep(from: startAngle.radians, to: endAngle.radians, decreasing: clockwise)
        let start = startAngle.point(onCircleAround: center, radius: radius)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = Swift.max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        for index in 0..<segments {
            let from = startAngle.radians + step * CGFloat(index)
            addArcSegment(center: center, radius: radius, from: from, sweep: step)
        }
    }

    /// The signed sweep from `start` to `end` in the direction asked, at most one full turn.
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let delta = end - start
        if decreasing {
            return delta <= -fullTurn ? -fullTurn : -(-delta).positiveModulo(fullTurn)
        }
        return delta >= fullTurn ? fullTurn : delta.positiveModulo(fullTurn)
    }

    /// One cubic Bézier approximating an arc of at most a quarter turn.
    private mutating func addArcSegment(center: CGPoint, radius: CGFloat, from angle: CGFloat, sweep: CGFloat) {
        let handle = 4.0 / 3.0 * tan(sweep / 4) * radius
        let end = angle + sweep
        let control1 = CGPoint(x: center.x + radius * cos(angle) - handle * sin(angle),
                             y: center.y + radius * sin(angle) + handle * cos(angle))
        let control2 = CGPoint(x: center.x + radius * cos(end) + handle * sin(end),
                             y: center.y + radius * sin(end) - handle * cos(end))
        let target = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
        addCurve(to: target, control1: control1, control2: control2)
    }
}

extension CGFloat {
    /// The remainder of division by `modulus`, in 0..<modulus.
    fileprivate func positiveModulo(_ modulus: CGFloat) -> CGFloat {
        let remainder = truncatingRemainder(dividingBy: modulus)
        return remainder < 0 ? remainder + modulus : remainder
    }
}
