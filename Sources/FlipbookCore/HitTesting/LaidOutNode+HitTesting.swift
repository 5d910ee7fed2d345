extension LaidOutNode {
    /// The nodes from this one down to the frontmost view that takes a touch at `point` (in
    /// the parent's coordinates), as SwiftUI hit-tests: a view takes the touch where it draws
    /// something (a shape's fill or stroke, a colour that is not clear, text, an icon) or where
    /// its content shape lies. Views that are fully transparent, leaving (ghosts) or with
    /// `allowsHitTesting(false)` take none, and let it through to what lies behind.
    ///
    /// - Returns: the path, root first; `nil` when nothing in this subtree takes the touch.
    func hitPath(at point: CGPoint) -> [LaidOutNode]? {
        guard opacity > 0, attributes.gestures.allowsHitTesting, let local = localPoint(fromParent: point) else { return nil }
        let bounds = CGRect(origin: .zero, size: frame.size)
        // A layer turned in 3D is clipped to its frame.
        if projection != nil, !bounds.contains(local) { return nil }
        if let clip, !clip.path(in: bounds).contains(local) { return nil }
        if let shape = attributes.gestures.contentShape, !shape.path(in: bounds).contains(local) { return nil }
        if let path = firstFromFront({ $0.hitPath(at: local) }) { return [self] + path }
        return attributes.gestures.contentShape != nil || draws(at: local) ? [self] : nil
    }

    /// The point of the node's own coordinates (origin at its frame's top-left, before its
    /// effects) that is drawn at `point` of its parent's: its place, offset, scale, rotation
    /// and 3D rotation undone. `nil` when no point of the node is drawn there.
    func localPoint(fromParent point: CGPoint) -> CGPoint? {
        guard let inverse = transformFromParent.inverse else { return nil }
        let unmoved = point.applying(inverse)
        guard let projection else { return unmoved }
        return projection.unproject(unmoved)
    }

    /// Where the node's local point `point` is drawn in its parent's coordinates.
    func parentPoint(fromLocal point: CGPoint) -> CGPoint? {
        guard let projection else { return point.applying(transformFromParent) }
        return projection.project(point)?.applying(transformFromParent)
    }

    /// Whether what the node draws itself covers its local point `point`.
    func draws(at point: CGPoint) -> Bool {
        switch drawing {
        case nil, .shadow?, .mask?, .filter?: return false
        case let .fill(path, paint, rule)?:
            return paint.isVisible && path.boundingRect.contains(point) && path.contains(point, fillRule: rule)
        case let .stroke(path, paint, style)?:
            let reach = style.lineWidth / 2
            return paint.isVisible && path.boundingRect.insetBy(dx: -reach, dy: -reach).contains(point)
                && path.strokeContains(point, lineWidth: style.lineWidth)
        case let .text(_, _, rect)?, let .symbol(_, _, _, rect)?, let .bitmap(_, rect)?,
             let .backdrop(_, _, rect)?: return rect.contains(point)
        }
    }
}

extension Paint {
    /// Whether the paint shows anywhere: clear colours take no touches, as in SwiftUI.
    var isVisible: Bool {
        switch self {
        case let .color(color): color.alpha > 0
        case let .linearGradient(gradient): gradient.gradient.stops.contains { $0.color.alpha > 0 }
        case let .radialGradient(gradient): gradient.gradient.stops.contains { $0.color.alpha > 0 }
        case let .angularGradient(gradient): gradient.gradient.stops.contains { $0.color.alpha > 0 }
        case let .stripes(stripes): stripes.color.alpha > 0
        case .semantic, .material: true
        }
    }
}

extension Path {
    /// Whether `point` lies on the path's outline stroked `lineWidth` points wide (centred on
    /// the path; joins and caps are taken as round).
    func strokeContains(_ point: CGPoint, lineWidth: Double) -> Bool {
        let reach = lineWidth / 2
        return polylines().contains { polyline in
            let points = polyline.isClosed ? polyline.points + [polyline.points[0]] : polyline.points
            return zip(points, points.dropFirst()).contains { point.distance(toSegmentFrom: $0, to: $1) <= reach }
        }
    }
}

extension CGPoint {
    /// The distance to the nearest point of the segment from `start` to `end`, in points.
    func distance(toSegmentFrom start: CGPoint, to end: CGPoint) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return distance(to: start) }
        let t = max(0, min(1, ((x - start.x) * dx + (y - start.y) * dy) / lengthSquared))
        return distance(to: CGPoint(x: start.x + t * dx, y: start.y + t * dy))
    }
}
