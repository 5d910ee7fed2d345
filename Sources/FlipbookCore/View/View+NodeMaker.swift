import Foundation

/// How values of one type of view become nodes, worked out once per type. Asking the runtime
/// whether a view is a primitive, a shape or animatable looks its conformances up, about a
/// thousand instructions a question, and every body evaluated asked it for each view it built.
enum NodeMaker {
    /// A primitive view: makes its own node, from a pointer to the view.
    case primitive(@MainActor (UnsafeRawPointer) -> ViewNode)
    /// A shape: its body (a `ShapeView`) is the node.
    case shape
    /// An animatable view: a modifier interpolates it; made from a pointer to the view.
    case animatable(@MainActor (UnsafeRawPointer) -> ViewNode)
    /// Any other view: its body is evaluated later, where it stands in the scene.
    case body

    /// How `view`'s type becomes a node; the answer is kept by type.
    static func of(_ view: some View) -> NodeMaker {
        let key = ObjectIdentifier(type(of: view))
        if let known = known.maker(for: key) { return known }
        let maker = find(view)
        known.store(maker, for: key)
        return maker
    }

    private static let known = NodeMakers()

    private static func find(_ view: some View) -> NodeMaker {
        if let primitive = view as? any PrimitiveView { return primitiveMaker(primitive) }
        #if !canImport(UIKit)
        if view is any UIViewControllerRepresentable || view is any UIViewRepresentable {
            // UIKit is not drawn: the view takes its space, clear.
            return .primitive { _ in Color.clear.makeNode() }
        }
        #endif
        if view is any Shape { return .shape }
        if let animatable = view as? any View & Animatable { return animatableMaker(animatable) }
        return .body
    }
}

private func primitiveMaker<P: PrimitiveView>(_: P) -> NodeMaker {
    .primitive { $0.assumingMemoryBound(to: P.self).pointee.makeNode() }
}

private func animatableMaker<A: View & Animatable>(_: A) -> NodeMaker {
    .animatable { animatableViewNode($0.assumingMemoryBound(to: A.self).pointee) }
}

/// The node makers found so far, by type of view. Views are built on the main actor; the
/// lock keeps the cache sound for any caller all the same, at little cost.
private final class NodeMakers: @unchecked Sendable {
    private let lock = NSLock()
    private var makers: [ObjectIdentifier: NodeMaker] = [:]

    func maker(for type: ObjectIdentifier) -> NodeMaker? {
        lock.lock()
        defer { lock.unlock() }
        return makers[type]
    }

    func store(_ maker: NodeMaker, for type: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        makers[type] = maker
    }
}
