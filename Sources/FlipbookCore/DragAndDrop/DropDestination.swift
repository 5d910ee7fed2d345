extension View {
    /// Makes the view take drops of `T`: text (`String`), pictures (`Image`, `Bitmap`) or
    /// files (`URL`), dragged from a `.draggable` view or dropped from another app
    /// (`drop text "…" at X,Y`, `drop file "PATH" at X,Y` in touch scripts), as SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`. `action` gets the items and the drop's
    /// location in the view's own coordinates, and returns whether it took them.
    /// `isTargeted` is told when a drag of `T` moves over the view and off it.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping ([T], CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        let destination = DropMarker(accepts: { item in item.mayBecome(T.self) },
                                     take: { item, location in
                                         guard let value = try item.transferable(as: T.self) else { return false }
                                         return action([value], location)
                                     },
                                     targeted: isTargeted)
        return modifyingAttributes { $0.gestures.attached.append(AttachedGesture(gesture: destination, priority: .normal)) }
    }
}

/// A drop destination, carried among a view's gestures so it lives where the view is laid out;
/// it takes part in no touch.
struct DropMarker: PrimitiveGesture {
    /// Whether the destination takes an item of this kind.
    let accepts: (DragItem) -> Bool
    /// Takes an item dropped at a point of the view's coordinates; whether it was taken.
    let take: (DragItem, CGPoint) throws -> Bool
    /// Told when a drag moves over the view (`true`) or off it (`false`).
    let targeted: (Bool) -> Void

    func accepts(_ kind: TouchKind) -> Bool { false }
    func change(_ touch: TouchSample) -> Any? { nil }
    func end(_ touch: TouchSample) -> Any? { nil }
}

/// The drop destination found under a point.
struct FoundDestination {
    let marker: DropMarker
    /// The point in the destination view's coordinates.
    let location: CGPoint
    /// The destination view's identity in the scene.
    let identity: String
}

extension LaidOutNode {
    /// The frontmost drop destination at `point` (this node's parent's coordinates) that takes
    /// `item`: the view drawn there or its nearest ancestor with one.
    @MainActor func dropDestination(at point: CGPoint, for item: DragItem) -> FoundDestination? {
        guard let path = hitPath(at: point) else { return nil }
        var locals: [CGPoint] = []
        var current = point
        for node in path {
            current = node.localPoint(fromParent: current) ?? current
            locals.append(current)
        }
        for (node, local) in zip(path, locals).reversed() {
            for case let marker as DropMarker in node.attributes.gestures.attached.map(\.gesture) where marker.accepts(item) {
                return FoundDestination(marker: marker, location: local, identity: node.identity)
            }
        }
        return nil
    }
}
