import FlipbookCore

extension DisplayNode {
    /// Where the node and its children draw, in the node's coordinates (inside its
    /// `transform`): what sizes the group an opacity below 1 is drawn in.
    var drawnExtent: DrawnExtent {
        DisplayNode.extent(own: drawing?.drawnExtent, children: children, layer: drawing, projection: projection,
                           size: size, clip: clip, childExtent: \.drawnExtent)
    }

    /// Where the node and its children put ink, as `drawnExtent` but as tight as cheaply
    /// known (see `DisplayNode.Drawing.inkExtent`): what a frame's damage is made of.
    var inkExtent: DrawnExtent {
        DisplayNode.extent(own: drawingInkExtent, children: children, layer: drawing, projection: projection,
                           size: size, clip: clip, childExtent: \.inkExtent)
    }

    /// Where the node's own drawing puts ink (`Drawing.inkExtent`), in its coordinates.
    var drawingInkExtent: DrawnExtent? { drawing?.inkExtent }
}

extension LayerFilter {
    /// `extent`, the children's, as the filter leaves it in a node of `size`: grown by the
    /// blur's reach, or the node's frame for an opaque blur.
    func spread(_ extent: DrawnExtent, size: CGSize) -> DrawnExtent {
        if case .blur(_, true) = self {
            return extent == .nothing ? .nothing : .within(CGRect(origin: .zero, size: size))
        }
        guard case let .within(rect) = extent, reach > 0 else { return extent }
        return .within(rect.insetBy(dx: -reach, dy: -reach))
    }
}

extension DropShadow {
    /// `extent`, the content's, together with its shadow's.
    func spread(_ extent: DrawnExtent) -> DrawnExtent {
        guard case let .within(rect) = extent else { return extent }
        let shadow = rect.insetBy(dx: -reach, dy: -reach).offsetBy(dx: offset.width, dy: offset.height)
        return .within(rect.union(shadow))
    }
}
