extension Path {
    /// Creates a path holding one rectangle.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// Creates a path holding one rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// Creates a path holding the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed rectangle, drawn clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a closed polygon through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds the ellipse inscribed in `rect` as four quarter arcs.
    public mutating func addEllipse(in rect: CGRect) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// Adds a rectangle with elliptical corners of `cornerSize`, clamped to half the rect.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = Swift.min(Swift.max(cornerSize.width, 0), rect.width / 2)
        let ry = Swift.min(Swift.max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k = Path.quarterArcHandle
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCorner(to: CGPoint(x: rect.maxX, y: rect.minY + ry), dx: rx * k, dy: ry * k, horizontalFirst: true)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCorner(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), dx: -rx * k, dy: ry * k, horizontalFirst: false)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCorner(to: CGPoint(x: rect.minX, y: rect.maxY - ry), dx: -rx * k, dy: -ry * k, horizontalFirst: true)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCorner(to: CGPoint(x: rect.minX + rx, y: rect.minY), dx: rx * k, dy: -ry * k, horizontalFirst: false)
        closeSubpath()
    }

    /// The handle length, as a share of the radius, of a cubic that best fits a quarter circle.
    static let quarterArcHandle = 0.5522847498307936

    /// A quarter-ellipse corner from the current point to `end`; the first handle runs along
    /// the edge just drawn (horizontal or vertical), the second along the next edge.
    private mutating func addCorner(to end: CGPoint, dx: CGFloat, dy: CGFloat, horizontalFirst: Bool) {
        guard let start = currentPoint else { return }
        let control1 = horizontalFirst ? CGPoint(x: start.x + dx, y: start.y) : CGPoint(x: start.x, y: start.y + dy)
        let control2 = horizontalFirst ? CGPoint(x: end.x, y: end.y - dy) : CGPoint(x: end.x - dx, y: end.y)
        addCurve(to: end, control1: control1, control2: control2)
    }
}
