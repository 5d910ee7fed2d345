import Foundation

extension LaidOutNode {
    /// The views with an identity in this presented subtree, in drawing order, given the
    /// transform from the parent's coordinates to the screen's, the parent's opacity and the
    /// trace id of the nearest ancestor that has one.
    func tracedViews(parentToScreen: CGAffineTransform = .identity, parentOpacity: Double = 1, ancestorID: String? = nil) -> [TracedView] {
        let toScreen = transformFromParent.concatenating(parentToScreen)
        let opacity = parentOpacity * self.opacity
        let id = traceID(under: ancestorID)
        var views: [TracedView] = []
        if let id { views.append(traced(id: id, toScreen: toScreen, opacity: opacity)) }
        for child in drawingOrder {
            views += child.tracedViews(parentToScreen: toScreen, parentOpacity: opacity, ancestorID: id ?? ancestorID)
        }
        return views
    }

    /// The id a trace knows the node by: its explicit id (global in a scene), else its
    /// `ForEach` element's id after the nearest identified ancestor's (`12/0`: element 0 inside
    /// view 12), so that ids stay unique.
    private func traceID(under ancestorID: String?) -> String? {
        if let id = attributes.id { return "\(id.base)" }
        guard let element = attributes.elementID else { return nil }
        return ancestorID.map { "\($0)/\(element.base)" } ?? "\(element.base)"
    }

    private func traced(id: String, toScreen: CGAffineTransform, opacity: Double) -> TracedView {
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: frame.width, y: 0), CGPoint(x: 0, y: frame.height),
                       CGPoint(x: frame.width, y: frame.height)].map { $0.applying(toScreen) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return TracedView(id: id, x: left, y: top, width: xs.max()! - left, height: ys.max()! - top, opacity: opacity,
                          rotation: Angle.radians(atan2(toScreen.b, toScreen.a)).degrees,
                          rotation3D: firstRotation3D(isRoot: true)?.degrees ?? 0,
                          scale: (toScreen.a * toScreen.a + toScreen.b * toScreen.b).squareRoot())
    }

    /// The angle of the first 3D rotation on this node or inside it, not looking into views
    /// with an identity of their own.
    private func firstRotation3D(isRoot: Bool) -> Angle? {
        guard isRoot || (attributes.id == nil && attributes.elementID == nil) else { return nil }
        for case let .rotation3D(angle, _, _, _) in attributes.effects { return angle }
        for child in children {
            if let angle = child.firstRotation3D(isRoot: false) { return angle }
        }
        return nil
    }
}
