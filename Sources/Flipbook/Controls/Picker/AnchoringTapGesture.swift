/// A tap that reports where it fell both in the view and on screen, so the view can find its
/// own place on screen (a menu picker's menu opens under it, drawn over everything).
struct AnchoringTapGesture: Gesture {
    /// Where the tap fell.
    struct Value {
        /// In the view's coordinates, in points.
        var location: Point
        /// On screen, in points.
        var globalLocation: Point

        /// The view's top-left corner on screen (its scale and rotation ignored).
        var viewOrigin: Point { Point(x: globalLocation.x - location.x, y: globalLocation.y - location.y) }
    }

    typealias Body = Never
}

extension AnchoringTapGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == .tap(count: 1) }

    func change(_ touch: TouchSample) -> Any? { nil }

    func end(_ touch: TouchSample) -> Any? {
        accepts(touch.kind) ? Value(location: touch.location, globalLocation: touch.globalLocation) : nil
    }
}

/// Where a view with a menu stands on screen, as its last tap and layout found.
final class MenuAnchor {
    /// The view's top-left corner on screen, in points.
    var origin = Point.zero
    /// The view's width, in points.
    var width = 0.0

    /// Notes the view's width while it is laid out; an empty view to lay out in its place.
    func noting(width: Double) -> Color {
        self.width = width
        return Color.clear
    }
}
