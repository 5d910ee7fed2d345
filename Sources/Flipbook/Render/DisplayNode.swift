/// One node of a frame's display list: everything needed to draw it, fixed and `Sendable`, so
/// frames whose scenes the timeline has fixed can be drawn on any thread.
struct DisplayNode: Sendable, Equatable {
    /// What a node draws itself, in its local coordinates.
    enum Drawing: Sendable, Equatable {
        case fill(Path, Paint, FillRule)
        case stroke(Path, Paint, StrokeStyle)
        case text(String, TextStyle, CGRect)
        case symbol(SystemSymbol, size: Double, color: Color, in: CGRect)
        /// A picture stretched to a rect.
        case bitmap(Bitmap, in: CGRect)
        /// What is drawn behind the rect so far, blurred by `radius` points, under `tint`.
        case backdrop(radius: Double, tint: Color, in: CGRect)
        /// Nothing of its own: the node's children are drawn over their shadow.
        case shadow(DropShadow)
        /// Nothing of its own: the children but the last show where the last one is opaque.
        case mask
        /// Nothing of its own: the children are drawn through a filter (a blur, a saturation).
        case filter(LayerFilter)
    }

    /// From the parent's coordinates to this node's: its place and its effects.
    var transform: CGAffineTransform
    /// The size of the node's frame, in points.
    var size: CGSize
    var opacity: Double
    /// A 3D rotation seen in perspective, applied to the node's drawing and children.
    var projection: Projection3D?
    var drawing: Drawing?
    /// Children in drawing order (back to front).
    var children: [DisplayNode]
    /// The outline, in local coordinates, outside which nothing of the node is drawn.
    var clip: Path? = nil

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
