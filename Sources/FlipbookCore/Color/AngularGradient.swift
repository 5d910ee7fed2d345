/// A gradient around a centre, as SwiftUI's `AngularGradient` (a conic gradient): the first
/// colour at `startAngle`, the last at `endAngle`, turning clockwise on screen from the
/// trailing side (0°). Outside the sweep, each half of the gap takes the nearer end's colour.
public struct AngularGradient: Hashable, Sendable {
    /// The colours.
    public var gradient: Gradient
    /// The centre, in the unit square of the filled shape's bounds.
    public var center: UnitPoint
    /// Where the first colour is.
    public var startAngle: Angle
    /// Where the last colour is.
    public var endAngle: Angle

    /// Creates an angular gradient from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI's default end is the start: a whole turn.
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    /// Creates an angular gradient of evenly spread colours.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from explicit stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a gradient that goes once around, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a gradient of evenly spread colours that goes once around, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// The colour at `angle`, in degrees (any turn).
    package func color(atDegrees angle: Double) -> Color {
        let start = startAngle.degrees, sweep = endAngle.degrees - startAngle.degrees
        guard sweep.isFinite, abs(sweep) > 1e-9 else { return gradient.stops.first?.color ?? .clear }
        var turned = (angle - start).truncatingRemainder(dividingBy: 360)
        if turned < 0 { turned += 360 }
        let gap = 360 - abs(sweep)
        if abs(sweep) < 360, turned > abs(sweep) {
            return gradient.color(at: turned - abs(sweep) < gap / 2 ? 1 : 0)
        }
        return gradient.color(at: min(1, turned / abs(sweep)))
    }
}

extension Gradient {
    /// The colour at `location` (0...1), mixed between the stops around it.
    func color(at location: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let after = stops.firstIndex { $0.location >= location } ?? stops.count - 1
        let lower = stops[after - 1], upper = stops[after]
        let span = upper.location - lower.location
        var mixed = lower.color
        mixed.animatableData = lower.color.animatableData.interpolated(towards: upper.color.animatableData,
                                                                       amount: span > 0 ? (location - lower.location) / span : 1)
        return mixed
    }
}

extension AngularGradient: ShapeStyle {
    public var paint: Paint { .angularGradient(self) }
}

extension AngularGradient: View, PrimitiveView {
    public typealias Body = Never
    func makeNode() -> ViewNode { Rectangle().fill(self).makeNode() }
}
