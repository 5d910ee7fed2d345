/// A node after layout: where it is, what it draws, and its laid-out children.
struct LaidOutNode {
    /// What a node draws itself, under its children.
    enum Content {
        case none
        case shape(ShapeDrawing)
        case text(String, TextStyle)
        case symbol(SystemSymbol, size: Double, color: Color)
        case color(Color)
        /// A custom modifier: its body is rebuilt from `content` whenever its data changes.
        case custom(AnyViewModifier, content: ViewNode)
    }

    /// The node's identity in the scene: its explicit id, or its path from the nearest
    /// ancestor that has one.
    var identity: String
    /// The frame in the parent's coordinates, in points.
    var frame: Rect
    var content: Content
    var attributes: NodeAttributes
    var environment: EnvironmentValues
    var children: [LaidOutNode]
}

/// A size offered to a view: a dimension that is `nil` asks for the view's ideal size.
struct ProposedSize {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    init(_ size: Size) { self.init(width: size.width, height: size.height) }

    /// The proposal with nil dimensions replaced by `fallback`.
    func replacingUnspecified(with fallback: Double) -> Size {
        Size(width: width ?? fallback, height: height ?? fallback)
    }

    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    static func make(along axis: Axis, _ main: Double, across: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: across) : Size(width: across, height: main)
    }
}
