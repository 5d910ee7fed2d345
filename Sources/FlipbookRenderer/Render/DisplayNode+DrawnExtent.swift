import FlipbookCore

extension DisplayNode {
    /// The extent of a node that draws `own` and has `children` (each measured by
    /// `childExtent`, under its transform) drawn in the layers of `layer` (over a shadow,
    /// through a filter), seen through `projection` and cut by `clip`.
    static func extent(own: DrawnExtent?, children: [DisplayNode], layer: Drawing? = nil, projection: Projection3D?,
                       size: CGSize, clip: Path?, childExtent: (DisplayNode) -> DrawnExtent) -> DrawnExtent {
        var extent = own ?? .nothing
        for child in children where child.opacity > 0 {
            extent = extent.union(childExtent(child).applying(child.transform))
            if extent == .unknown { return .unknown }
        }
        switch layer {
        case let .shadow(shadow)?: extent = shadow.spread(extent)
        case let .filter(filter)?: extent = filter.spread(extent, size: size)
        default: break
        }
        if let projection { extent = extent.projected(size: size, through: projection) }
        if let clip { extent = extent.clipped(to: clip.boundingRect) }
        return extent
    }
}

extension DisplayNode.Drawing {
    /// Where the drawing's pixels fall, generously: a stroke's width and miters, a line of
    /// text's or an icon's overhang (a font size on every side). A backdrop or a fill with a
    /// material is `unknown`: it reads the pixels behind it.
    var drawnExtent: DrawnExtent {
        switch self {
        case .fill(_, .material, _):
            return .unknown
        case let .fill(path, _, _):
            return .within(path.boundingRect)
        case let .stroke(path, _, style):
            let reach = Self.generousReach(of: style)
            return .within(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        case let .text(_, style, rect):
            return .within(rect.insetBy(dx: -style.largestFontSize, dy: -style.largestFontSize))
        case let .symbol(_, size, _, rect):
            return .within(rect.insetBy(dx: -size, dy: -size))
        case let .bitmap(_, rect):
            return .within(rect)
        case .backdrop:
            return .unknown
        case .shadow, .mask, .filter:
            return .nothing
        }
    }

    /// Where the drawing's ink falls, as tight as cheaply known: a stroke as far as it reaches
    /// from its path (see `Path.strokeReach(_:)`), text around its glyphs as Pango measures
    /// them (`TextInk`; half a font size beyond its frame when it cannot), an icon half a font
    /// size beyond its frame, nothing for a fill in a colour of no opacity (`Color.clear`, which a
    /// grid's empty cells draw); otherwise as `drawnExtent`.
    var inkExtent: DrawnExtent {
        switch self {
        case let .fill(_, .color(color), _) where color.alpha == 0:
            return .nothing
        case let .stroke(path, _, style):
            let reach = path.strokeReach(style)
            return .within(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        case let .text(string, style, rect):
            // Drawn at the frame's corner, wrapped to its width and a hair (`draw(_:on:)`).
            guard let box = TextInk.box(of: string, style: style, width: rect.width + 0.5) else {
                return .within(rect.insetBy(dx: -style.largestFontSize / 2, dy: -style.largestFontSize / 2))
            }
            return .within(CGRect(x: rect.minX + box.minX, y: rect.minY + box.minY, width: box.width, height: box.height))
        case let .symbol(_, size, _, rect):
            return .within(rect.insetBy(dx: -size / 2, dy: -size / 2))
        case .fill, .bitmap, .backdrop, .shadow, .mask, .filter:
            return drawnExtent
        }
    }

    /// Whether the node's children are drawn into layers of their own, composited as one: a
    /// shadow's, a mask's.
    var drawsChildrenInLayers: Bool {
        switch self {
        case .shadow, .mask, .filter: true
        default: false
        }
    }

    /// Whether a change in the children can change pixels beyond the changed child's own
    /// extent: a shadow moves them, a blur spreads them.
    var spreadsChildren: Bool {
        switch self {
        case .shadow: true
        case let .filter(filter): filter.spreadsPixels
        default: false
        }
    }

    /// How far a stroke in `style` may reach from its path, generously: half its width times
    /// the miter limit (at least 2).
    private static func generousReach(of style: StrokeStyle) -> Double {
        style.lineWidth / 2 * (style.lineJoin == .miter ? Swift.max(style.miterLimit, 2) : 2)
    }
}
