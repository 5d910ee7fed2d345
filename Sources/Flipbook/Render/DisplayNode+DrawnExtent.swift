extension DisplayNode {
    /// Where the node and its children draw, in the node's coordinates (inside its
    /// `transform`): what sizes the group an opacity below 1 is drawn in.
    var drawnExtent: DrawnExtent { extent(measuring: \.drawnExtent) }

    /// Where the node and its children put ink, as `drawnExtent` but as tight as cheaply
    /// known (see `DisplayNode.Drawing.inkExtent`): what a frame's damage is made of.
    var inkExtent: DrawnExtent { extent(measuring: \.inkExtent) }

    private func extent(measuring measure: (Drawing) -> DrawnExtent) -> DrawnExtent {
        var extent = drawing.map(measure) ?? .nothing
        for child in children where child.opacity > 0 {
            extent = extent.union(child.extent(measuring: measure).applying(child.transform))
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

    /// Where the drawing's ink falls, as tight as cheaply known: a stroke as far as it reaches
    /// from its path (see `Path.strokeReach(_:)`), a line of text or an icon half a font size
    /// beyond its frame; otherwise as `drawnExtent`.
    var inkExtent: DrawnExtent {
        switch self {
        case let .stroke(path, _, style):
            let reach = path.strokeReach(style)
            return .within(path.boundingRect.insetBy(dx: -reach, dy: -reach))
        case let .text(_, style, rect):
            return .within(rect.insetBy(dx: -style.font.size / 2, dy: -style.font.size / 2))
        case let .symbol(_, size, _, rect):
            return .within(rect.insetBy(dx: -size / 2, dy: -size / 2))
        case .fill, .bitmap, .backdrop:
            return drawnExtent
        }
    }
}
