/// A tap (or, with `minimumDuration`, a long press) that reports where it fell both in the view
/// and on screen, so the view can find its own place on screen (a menu picker's menu opens
/// under it, a context menu lifts a copy of it, drawn over everything).
struct AnchoringTapGesture: Gesture {
    /// How long the finger must stay down for a long press; `nil` for a tap.
    var minimumDuration: Double?

    /// Where the tap fell.
    struct Value {
        /// In the view's coordinates, in points.
        var location: CGPoint
        /// On screen, in points.
        var globalLocation: CGPoint

        /// The view's top-left corner on screen (its scale and rotation ignored).
        var viewOrigin: CGPoint { CGPoint(x: globalLocation.x - location.x, y: globalLocation.y - location.y) }
    }

    typealias Body = Never
}

extension AnchoringTapGesture: PrimitiveGesture {
    func accepts(_ kind: TouchKind) -> Bool { kind == (minimumDuration == nil ? .tap(count: 1) : .longPress) }

    func change(_ touch: TouchSample) -> Any? { nil }

    func end(_ touch: TouchSample) -> Any? {
        guard accepts(touch.kind), touch.heldFor >= (minimumDuration ?? 0) else { return nil }
        return Value(location: touch.location, globalLocation: touch.globalLocation)
    }
}

/// Where a view with a menu stands on screen, as its last tap and layout found.
final class MenuAnchor {
    /// The view's top-left corner on screen, in points.
    var origin = CGPoint.zero
    /// The view's size, in points.
    var size = CGSize.zero

    /// Notes the view's size while it is laid out; an empty view to lay out in its place.
    func noting(size: CGSize) -> Color {
        self.size = size
        return Color.clear
    }
}
