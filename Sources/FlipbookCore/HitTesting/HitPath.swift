/// The views a touch reached: the frontmost view under the finger and its ancestors, as they
/// were when the finger came down.
@MainActor struct HitPath {
    /// From the root down to the view hit.
    let nodes: [LaidOutNode]

    /// The gestures of the view hit and its ancestors combined, as SwiftUI ranks them: a
    /// view's gestures after those of the views inside it (`gesture`), before them
    /// (`highPriorityGesture`) or with them (`simultaneousGesture`); on one view, the gesture
    /// attached first counts as the inner one. Each sees touches in its own view's local
    /// coordinates. `nil` when none of these views has a gesture.
    func gesture() -> (any PrimitiveGesture)? {
        var combined: (any PrimitiveGesture)?
        for (depth, node) in nodes.enumerated().reversed() {
            let toLocal = localMapping(through: depth)
            for attached in node.attributes.gestures.attached {
                combined = attached.combined(with: combined, located: toLocal, named: { namedMapping($0, above: depth) })
            }
        }
        return combined
    }

    /// From screen points to the coordinates of the space named `name` at or above `depth`,
    /// if there is one.
    private func namedMapping(_ name: AnyHashable, above depth: Int) -> ((CGPoint) -> CGPoint)? {
        guard let named = nodes.prefix(depth + 1).lastIndex(where: { $0.attributes.coordinateSpaceName == name }) else { return nil }
        return localMapping(through: named)
    }

    /// From screen points to the local coordinates of the node at `depth` (0 is the root).
    private func localMapping(through depth: Int) -> (CGPoint) -> CGPoint {
        let chain = Array(nodes.prefix(depth + 1))
        return { point in
            chain.reduce(point) { parentPoint, node in node.localPoint(fromParent: parentPoint) ?? parentPoint }
        }
    }
}
