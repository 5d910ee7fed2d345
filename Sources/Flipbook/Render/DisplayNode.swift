/// One node of a frame's display list: everything needed to draw it, fixed and `Sendable`, so
/// frames whose scenes the timeline has fixed can be drawn on any thread.
struct DisplayNode: Sendable, Equatable {
    /// What a node draws itself, in its local coordinates.
    enum Drawing: Sendable, Equatable {
        case fill(Path, Paint, FillRule)
        case stroke(Path, Paint, StrokeStyle)
        case text(String, TextStyle, Rect)
        case symbol(SystemSymbol, size: Double, color: Color, in: Rect)
        /// A picture stretched to a rect.
        case bitmap(Bitmap, in: Rect)
        /// What is drawn behind the rect so far, blurred by `radius` points, under `tint`.
        case backdrop(radius: Double, tint: Color, in: Rect)
    }

    /// From the parent's coordinates to this node's: its place and its effects.
    var transform: Transform {
        get { parts.fields.transform }
        set { change { $0.transform = newValue } }
    }
    /// The size of the node's frame, in points.
    var size: Size {
        get { parts.fields.size }
        set { change { $0.size = newValue } }
    }
    var opacity: Double {
        get { parts.fields.opacity }
        set { change { $0.opacity = newValue } }
    }
    /// A 3D rotation seen in perspective, applied to the node's drawing and children.
    var projection: Projection3D? {
        get { parts.fields.projection }
        set { change { $0.projection = newValue } }
    }
    var drawing: Drawing? {
        get { parts.fields.drawing }
        set { change { $0.drawing = newValue } }
    }
    /// Children in drawing order (back to front).
    var children: [DisplayNode] {
        get { parts.fields.children }
        set { change { $0.children = newValue } }
    }
    /// The outline, in local coordinates, outside which nothing of the node is drawn.
    var clip: Path? {
        get { parts.fields.clip }
        set { change { $0.clip = newValue } }
    }

    init(transform: Transform, size: Size, opacity: Double, projection: Projection3D?, drawing: Drawing?,
         children: [DisplayNode], clip: Path? = nil) {
        parts = Parts(Fields(transform: transform, size: size, opacity: opacity, projection: projection, drawing: drawing,
                             children: children, clip: clip))
    }

    /// Whether the nodes draw the same: at once when they share their parts.
    static func == (lhs: DisplayNode, rhs: DisplayNode) -> Bool {
        lhs.parts === rhs.parts || lhs.parts.fields == rhs.parts.fields
    }

    /// What a node is made of.
    private struct Fields: Sendable, Equatable {
        var transform: Transform
        var size: Size
        var opacity: Double
        var projection: Projection3D?
        var drawing: Drawing?
        var children: [DisplayNode]
        var clip: Path?
    }

    /// The node's fields, shared by its copies: the walks over a frame's tree copy nodes as
    /// they go, and a copy costs one reference instead of one for every part. The extents
    /// are measured once, when the node is made (see `DisplayNode+DrawnExtent.swift`): a node
    /// kept from frame to frame is not measured again, and a frame's walks (its damage, what
    /// a redraw leaves out, the groups' sizes) ask each node once or more.
    private final class Parts: Sendable {
        let fields: Fields
        let drawingInkExtent: DrawnExtent?
        let drawnExtent: DrawnExtent
        let inkExtent: DrawnExtent

        init(_ fields: Fields) {
            self.fields = fields
            let drawing = fields.drawing?.extents
            drawingInkExtent = drawing?.ink
            drawnExtent = DisplayNode.extent(own: drawing?.drawn, children: fields.children,
                                             projection: fields.projection, size: fields.size, clip: fields.clip,
                                             childExtent: \.drawnExtent)
            inkExtent = DisplayNode.extent(own: drawingInkExtent, children: fields.children, projection: fields.projection,
                                           size: fields.size, clip: fields.clip, childExtent: \.inkExtent)
        }
    }

    /// Where the node and its children draw, in the node's coordinates (inside its
    /// `transform`): what sizes the group an opacity below 1 is drawn in.
    var drawnExtent: DrawnExtent { parts.drawnExtent }

    /// Where the node and its children put ink, as `drawnExtent` but as tight as cheaply
    /// known (see `DisplayNode.Drawing.inkExtent`): what a frame's damage is made of.
    var inkExtent: DrawnExtent { parts.inkExtent }

    /// Where the node's own drawing puts ink (`Drawing.inkExtent`), in its coordinates.
    var drawingInkExtent: DrawnExtent? { parts.drawingInkExtent }

    private var parts: Parts

    /// Gives the node new parts, changed by `body`: nodes are changed rarely, copied often.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = parts.fields
        body(&fields)
        parts = Parts(fields)
    }
}
