/// One node of a frame's display list: everything needed to draw it, fixed and `Sendable`, so
/// frames whose scenes the timeline has fixed can be drawn on any thread.
package struct DisplayNode: Sendable, Equatable {
    /// What a node draws itself, in its local coordinates.
    package enum Drawing: Sendable, Equatable {
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
    package var transform: CGAffineTransform
    /// The size of the node's frame, in points.
    package var size: CGSize
    package var opacity: Double
    /// A 3D rotation seen in perspective, applied to the node's drawing and children.
    package var projection: Projection3D?
    package var drawing: Drawing?
    /// Children in drawing order (back to front).
    package var children: [DisplayNode]
    /// The outline, in local coordinates, outside which nothing of the node is drawn.
    package var clip: Path? = nil
}
