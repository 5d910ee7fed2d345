import Flipbook

/// The lecture's `Pie`: a wedge from the centre of its rect, between two angles, on the
/// largest circle that fits.
///
/// Angles are SwiftUI's (0° points right); pass `startAngle: .degrees(0 - 90)` to start at 12
/// o'clock as the lecture does. `clockwise` is meant as the eye sees it; because y grows
/// downward, the path's arc is drawn with `!clockwise`, as in the 2021 lecture. Both angles
/// animate, so a countdown pie can be animated down.
///
/// Equal angles draw the whole circle: the lecture's pie with all its bonus time left
/// (`endAngle = (1 - 1) × 360 − 90 = startAngle`), which Core Graphics would draw empty.
public struct Pie: Shape {
    /// Where the wedge starts.
    public var startAngle: Angle
    /// Where the wedge ends.
    public var endAngle: Angle
    /// Whether the wedge runs clockwise on screen from the start to the end angle.
    public var clockwise: Bool

    /// Creates a pie wedge.
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
        let center = rect.center
        let radius = min(rect.width, rect.height) / 2
        let start = startAngle.point(onCircleAround: center, radius: radius)
        if startAngle == endAngle { return Circle().path(in: rect) }
        var p = Path()
        p.move(to: center)
        p.addLine(to: start)
        p.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        p.addLine(to: center)
        return p
    }
}
