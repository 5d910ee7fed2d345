extension Path {
    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        return mapPoints { $0.applying(transform) }
    }

    /// The path moved by (`x`, `y`) points.
    public func offsetBy(dx x: CGFloat, dy y: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: x, y: y))
    }

    /// The path with every point, end point and control point alike, passed through `map`.
    func mapPoints(_ map: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case let .move(point): result.move(to: map(point))
            case let .line(point): result.addLine(to: map(point))
            case let .quadCurve(point, control): result.addQuadCurve(to: map(point), control: map(control))
            case let .curve(point, control1, control2):
                result.addCurve(to: map(point), control1: map(control1), control2: map(control2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }
}
