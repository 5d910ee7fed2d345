/// A node after layout: where it is, what it draws, and its laid-out children.
struct LaidOutNode {
    /// What a node draws itself, under its children.
    enum Content {
        case none
        case shape(ShapeDrawing)
        case text(String, TextStyle)
        case symbol(SystemSymbol, size: CGFloat, color: Color)
        case color(Color)
        /// A picture stretched to the frame.
        case bitmap(Bitmap)
        /// What is drawn behind the frame, blurred by `radius` points, under `tint` (a material).
        case backdrop(radius: CGFloat, tint: Color)
        /// Nothing of its own: the children are drawn over their shadow.
        case shadow(DropShadow)
        /// Nothing of its own: the first child shows where the second is opaque.
        case mask
        /// A custom modifier: its body is rebuilt from `content` whenever its data changes.
        case custom(AnyViewModifier, content: ViewNode)
    }

    /// The node's identity in the scene: its explicit id, or its path from the nearest
    /// ancestor that has one.
    var identity: String
    /// The frame in the parent's coordinates, in points.
    var frame: CGRect
    var content: Content
    var attributes: NodeAttributes
    var environment: EnvironmentValues
    var children: [LaidOutNode]
    /// The shape, in the node's frame, outside which neither it nor its children draw or take
    /// touches (`.clipped()`, a scroll view's viewport).
    var clip: AnyShape? = nil
    /// The number of `identity` in the presenter's `IdentityTable`; -1 until it is numbered
    /// (`numberIdentities(in:)`), which the presenter does once per built tree.
    var identityNumber = -1
    /// On the root of a subtree an ``EquatableView`` kept (see ``SubtreeMemo``): the number of
    /// the layout its children come from, the same while they are the very nodes laid out
    /// then; 0 elsewhere.
    var keptLayout = 0
    /// Whether the node only centres its one child on a point (`.position`): it fills the
    /// space offered, and a trace records the child's frame as the view's own.
    var positionsChild = false
}

extension CGSize {
    /// The extent along `axis`.
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size of `main` along `axis` and `across` the other way.
    static func make(along axis: Axis, _ main: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: across) : CGSize(width: across, height: main)
    }
}
