import Flipbook

/// A pie slice, as the course draws the bonus-time countdown.
public struct Pie: Shape {
    public var startAngle: Angle
    public var endAngle: Angle
    public var clockwise = false

    public init(startAngle: Angle, endAngle: Angle, clockwise: Bool = false) {
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.clockwise = clockwise
    }

    public var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(startAngle.radians, endAngle.radians) }
        set {
            startAngle = Angle.radians(newValue.first)
            endAngle = Angle.radians(newValue.second)
        }
    }

    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let start = CGPoint(
            x: center.x + radius * CGFloat(cos(startAngle.radians)),
            y: center.y + radius * CGFloat(sin(startAngle.radians))
        )
        var p = Path()
        p.move(to: center)
        p.addLine(to: start)
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        p.addLine(to: center)
        return p
    }
}

/// A square of the largest side that fits, found with a geometry reader.
public struct FittedSquare: View {
    public init() {}

    public var body: some View {
        GeometryReader { geometry in
            let side: CGFloat = min(geometry.size.width, geometry.size.height)
            let frame: CGRect = geometry.frame(in: .local)
            Rectangle()
                .fill(Color.green)
                .frame(width: side, height: side)
                .position(x: frame.midX, y: frame.midY)
        }
    }
}

/// A view moved with an offset of a CGSize and a transform applied to a point.
public struct Nudged: View {
    let offset: CGSize = CGSize(width: 20, height: 10)

    public init() {}

    public var body: some View {
        let moved = CGPoint(x: 10, y: 10).applying(CGAffineTransform(translationX: 30, y: 0))
        return Circle()
            .fill(Color.purple)
            .frame(width: 20, height: 20)
            .position(moved)
            .offset(offset)
    }
}
