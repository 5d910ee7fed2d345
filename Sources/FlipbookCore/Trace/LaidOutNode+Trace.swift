import Foundation

extension LaidOutNode {
    /// A view with an identity, as ``tracedViews(parentToScreen:parentOpacity:ancestorID:)``
    /// finds it: its record and its place in the scene (`identity`), which tells apart two
    /// views that a trace would know by the same id.
    struct TraceEntry {
        var identity: String
        var view: TracedView
    }

    /// The views with an identity in this presented subtree, in drawing order, given the
    /// transform from the parent's coordinates to the screen's, the parent's opacity and the
    /// trace id of the nearest ancestor that has one.
    func tracedViews(parentToScreen: CGAffineTransform = .identity, parentOpacity: Double = 1, ancestorID: String? = nil) -> [TraceEntry] {
        let toScreen = transformFromParent.concatenating(parentToScreen)
        let opacity = parentOpacity * self.opacity
        let id = traceID(under: ancestorID)
        var views: [TraceEntry] = []
        if let id { views.append(TraceEntry(identity: identity, view: traced(id: id, toScreen: toScreen, opacity: opacity))) }
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

    /// The record of this node as view `id`: its frame on screen is its own, or, when it
    /// only places its content at a point (`.position`, which fills the space offered), its
    /// content's.
    private func traced(id: String, toScreen: CGAffineTransform, opacity: Double) -> TracedView {
        let (frame, toScreen) = shownFrame(toScreen: toScreen)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: frame.width, y: 0), CGPoint(x: 0, y: frame.height),
                       CGPoint(x: frame.width, y: frame.height)].map { $0.applying(toScreen) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let left = xs.min()!, top = ys.min()!
        return TracedView(id: id, x: left, y: top, width: xs.max()! - left, height: ys.max()! - top, opacity: opacity,
                          rotation: Angle.radians(atan2(toScreen.b, toScreen.a)).degrees,
                          rotation3D: firstRotation3D(isRoot: true)?.degrees ?? 0,
                          scale: (toScreen.a * toScreen.a + toScreen.b * toScreen.b).squareRoot())
    }

    /// The frame the view shows (in its parent's coordinates, with the transform from them to
    /// the screen's): its own, or, when it places its content at a point (`.position`, which
    /// fills the space offered), the content's, looking through the wrappers around either
    /// that add nothing but attributes such as offsets (same frame, one child, nothing drawn).
    private func shownFrame(toScreen: CGAffineTransform) -> (frame: CGRect, toScreen: CGAffineTransform) {
        var node = self, transform = toScreen, isPositioned = false
        while node.children.count == 1, case .none = node.content, node.clip == nil {
            let child = node.children[0]
            guard node.positionsChild || child.frame == CGRect(origin: .zero, size: node.frame.size) else { break }
            isPositioned = isPositioned || node.positionsChild
            (node, transform) = (child, child.transformFromParent.concatenating(transform))
        }
        guard isPositioned else { return (CGRect(origin: .zero, size: frame.size), toScreen) }
        return (CGRect(origin: .zero, size: node.frame.size), transform)
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
