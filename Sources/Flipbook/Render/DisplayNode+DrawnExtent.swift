extension DisplayNode {
    /// Where the node and its children draw, in the node's coordinates (inside its
    /// `transform`): what sizes the group an opacity below 1 is drawn in.
    var drawnExtent: DrawnExtent {
        var extent = drawing?.drawnExtent ?? .nothing
        for child in children where child.opacity > 0 {
            extent = extent.union(child.drawnExtent.applying(child.transform))
            if extent == .unknown { return .unknown }
        }
        if let projection { extent = extent.projected(size: size, through: projection) }
        if let clip { extent = extent.clipped(to: clip.boundingRect) }
        return extent
    }
}

extension DisplayNode.Drawing {
    /// Where the drawing's pixels fall, generously: a stroke's width and miters, a line of
    /// text's or an icon's overhang (a font size on every side). A backdrop is `unknown`: it
    /// reads the pixels behind it.
    var drawnExtent: DrawnExtent {
        switch self {
        case let .fill(path, _, _):
            return .within(path.boundingRect)
        case let .stroke(path, _, style):
            let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? Swift.max(style.miterLimit, 2) : 2)
            return .within(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        case let .text(_, style, rect):
            return .within(rect.insetBy(dx: -style.font.size, dy: -style.font.size))
        case let .symbol(_, size, _, rect):
            return .within(rect.insetBy(dx: -size, dy: -size))
        case let .bitmap(_, rect):
            return .within(rect)
        case .backdrop:
            return .unknown
        }
    }
}
