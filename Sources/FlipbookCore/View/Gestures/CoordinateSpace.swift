/// The coordinates a gesture or a geometry reader reports in, as SwiftUI's `CoordinateSpace`.
/// Sendable unchecked: the names are the hashable values users give, never changed after.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The screen's: points from its top-left corner.
    case global
    /// The view's own, whose origin is its top-left corner, with its offset, scale, rotation
    /// and 3D rotation undone (as the view was when the touch began).
    case local
    /// The space of the view that `.coordinateSpace(name:)` gave `name`: points from its
    /// top-left corner.
    case named(AnyHashable)
}

/// A named coordinate space, as SwiftUI's `NamedCoordinateSpace`: what `.coordinateSpace(_:)`
/// takes.
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let name: AnyHashable

    /// The space named `name`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

extension View {
    /// Names the view's coordinate space, as SwiftUI's `coordinateSpace(name:)`: a geometry
    /// reader's `frame(in: .named(name))` and a gesture's locations in `.named(name)` are then
    /// relative to this view's top-left corner.
    public func coordinateSpace(name: some Hashable) -> some View {
        wrapped(in: .layout(CoordinateSpaceLayout(name: AnyHashable(name))))
    }

    /// Names the view's coordinate space, as SwiftUI's `coordinateSpace(_:)`.
    public func coordinateSpace(_ space: NamedCoordinateSpace) -> some View {
        wrapped(in: .layout(CoordinateSpaceLayout(name: space.name)))
    }
}

/// `.coordinateSpace(name:)`: the view laid out as it is, its origin recorded under `name`
/// for the views inside.
struct CoordinateSpaceLayout: WrappingLayout {
    let name: AnyHashable

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        var inner = context
        inner.placement.namedSpaces[name] = context.placement.origin
        laidOut.attributes.coordinateSpaceName = name
        laidOut.children = [inner.place(child: node.children[0], in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}
