/// Where a node being laid out sits, beyond its frame in its parent: its origin on the
/// screen, the safe area around it and the named coordinate spaces above it. A parent's
/// placement and a child's frame give the child's (``child(in:)``).
struct LayoutPlacement: Equatable {
    /// The node's top-left corner in the screen's coordinates (offsets and other drawing
    /// effects not applied).
    var origin = CGPoint.zero
    /// The node's size.
    var size = CGSize.zero
    /// The safe area's insets around the node, as SwiftUI's `GeometryProxy.safeAreaInsets`:
    /// on each edge the node's frame touches the safe area's edge on, how far the screen's
    /// edge lies beyond it; zero on the others.
    var safeArea = EdgeInsets()
    /// The origins, in the screen's coordinates, of the spaces that `.coordinateSpace(name:)`
    /// named above the node.
    var namedSpaces: [AnyHashable: CGPoint] = [:]

    /// How close to an edge a frame's edge counts as touching it, in points.
    private static let touching = 0.5

    /// The placement of a child laid out in `frame`, in this node's coordinates.
    func child(in frame: CGRect) -> LayoutPlacement {
        LayoutPlacement(origin: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY), size: frame.size,
                        safeArea: childSafeArea(in: frame), namedSpaces: namedSpaces)
    }

    /// The safe area around a child in `frame`: what is left of this node's on each edge the
    /// child touches (or passes).
    private func childSafeArea(in frame: CGRect) -> EdgeInsets {
        guard safeArea != EdgeInsets() else { return safeArea }
        let limit = Self.touching
        return EdgeInsets(
            top: frame.minY <= limit ? Swift.max(0, safeArea.top + frame.minY) : 0,
            leading: frame.minX <= limit ? Swift.max(0, safeArea.leading + frame.minX) : 0,
            bottom: frame.maxY >= size.height - limit ? Swift.max(0, safeArea.bottom - (frame.maxY - size.height)) : 0,
            trailing: frame.maxX >= size.width - limit ? Swift.max(0, safeArea.trailing - (frame.maxX - size.width)) : 0)
    }

    /// The node's frame in the screen's coordinates.
    var globalFrame: CGRect { CGRect(origin: origin, size: size) }

    /// The placement of a root view laid out in `frame` on a screen of `screen` points whose
    /// safe area leaves `insets` at its edges.
    static func root(in frame: CGRect, screen: CGSize, insets: EdgeInsets) -> LayoutPlacement {
        let safe = CGRect(origin: .zero, size: screen).inset(by: insets)
        let screenPlacement = LayoutPlacement(size: screen, safeArea: EdgeInsets())
        var root = screenPlacement.child(in: frame)
        let limit = touching
        root.safeArea = EdgeInsets(
            top: frame.minY <= safe.minY + limit ? Swift.max(0, frame.minY) : 0,
            leading: frame.minX <= safe.minX + limit ? Swift.max(0, frame.minX) : 0,
            bottom: frame.maxY >= safe.maxY - limit ? Swift.max(0, screen.height - frame.maxY) : 0,
            trailing: frame.maxX >= safe.maxX - limit ? Swift.max(0, screen.width - frame.maxX) : 0)
        return root
    }
}

extension EdgeInsets {
    /// These insets on `edges`, zero on the others.
    func on(_ edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// `rect` with each edge moved outward by these insets.
    func outset(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX - leading, y: rect.minY - top,
               width: rect.width + leading + trailing, height: rect.height + top + bottom)
    }
}
