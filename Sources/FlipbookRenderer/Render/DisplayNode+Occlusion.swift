import FlipbookCore

extension DisplayNode {
    /// This tree without the parts that an opaque rectangle drawn after them covers whole: a
    /// screen under the one pushed over it, a list under a full-screen cover. Such a rectangle
    /// (a plain opaque colour, edges on device pixels' edges, drawn in no group and through no
    /// clip) leaves no pixel of what lies under it, so the frame's bytes are the same.
    ///
    /// Only nodes drawn in no group are taken away: a group's extent sizes it, and where it
    /// starts decides how Cairo rounds its miters. A tree with a blurred backdrop, which reads
    /// what lies behind it, is kept whole.
    ///
    /// - Parameters:
    ///   - toDevice: From the root's parent's coordinates to device pixels.
    ///   - surface: The device pixels there are, if not everywhere: nothing is drawn outside.
    func withoutOccludedParts(toDevice: CGAffineTransform, surface: CGRect? = nil) -> DisplayNode {
        var walk = CoverWalk()
        collectCovers(parent: toDevice, plain: true, into: &walk)
        guard !walk.covers.isEmpty, !mayHaveUnknownExtent else { return self }
        var index = 0
        return pruned(parent: toDevice, walk: walk, surface: surface, index: &index)
    }

    /// An opaque rectangle of device pixels and its place in drawing order.
    private struct Cover {
        let rect: CGRect
        let index: Int
    }

    /// The covers of a tree, and where each node's subtree ends in drawing order.
    private struct CoverWalk {
        var covers: [Cover] = []
        /// By node number: the number of the first node after the node's subtree.
        var ends: [Int] = []
    }

    /// Numbers the nodes in drawing order (a node before its children), notes the covers and
    /// where each subtree ends.
    private func collectCovers(parent: CGAffineTransform, plain: Bool, into walk: inout CoverWalk) {
        let number = walk.ends.count
        walk.ends.append(number + 1)
        let toDevice = transform.concatenating(parent)
        let plain = plain && drawsWithoutGroup && clip == nil
        if plain, let drawing, let rect = drawing.opaqueWholePixelRect(under: toDevice) {
            walk.covers.append(Cover(rect: rect, index: number))
        }
        for child in children { child.collectCovers(parent: toDevice, plain: plain, into: &walk) }
        walk.ends[number] = walk.ends.count
    }

    /// The node with the children a cover drawn after them hides taken away, numbering nodes
    /// as `collectCovers` does. Past the last cover nothing can be hidden, so nothing there is
    /// walked (or numbered).
    private func pruned(parent: CGAffineTransform, walk: CoverWalk, surface: CGRect?, index: inout Int) -> DisplayNode {
        let number = index
        index += 1
        guard let lastCover = walk.covers.last?.index, index < lastCover else { return self }
        guard drawsWithoutGroup, !children.isEmpty else {
            index = walk.ends[number]
            return self
        }
        let toDevice = transform.concatenating(parent)
        var kept: [DisplayNode] = []
        for child in children {
            guard index < lastCover else {
                kept.append(child)
                continue
            }
            let end = walk.ends[index]
            if end <= lastCover, child.isHidden(by: walk.covers, drawnFrom: end, under: toDevice, surface: surface) {
                index = end
            } else {
                kept.append(child.pruned(parent: toDevice, walk: walk, surface: surface, index: &index))
            }
        }
        var copy = self
        copy.children = kept
        return copy
    }

    /// Whether a cover numbered `end` or later holds all the ink the node puts on `surface`.
    private func isHidden(by covers: [Cover], drawnFrom end: Int, under parent: CGAffineTransform, surface: CGRect?) -> Bool {
        var extent = inkExtent.applying(transform.concatenating(parent)).grown(by: 1)
        if let surface { extent = extent.clipped(to: surface) }
        switch extent {
        case .nothing: return covers.contains { $0.index >= end }
        case .unknown: return false
        case let .within(rect): return covers.contains { $0.index >= end && $0.rect.encloses(rect) }
        }
    }

    /// Whether `drawnExtent` may be `unknown`: a blurred backdrop drawn, or a projection with a
    /// corner behind the eye. Never `false` where it is unknown, and with no path measured.
    private var mayHaveUnknownExtent: Bool {
        if case .backdrop = drawing { return true }
        if case .fill(_, .material, _) = drawing { return true }
        if let projection, projection.projectedCorners(of: size) == nil { return true }
        return children.contains { $0.opacity > 0 && $0.mayHaveUnknownExtent }
    }

    /// Whether the node and its children are drawn straight onto the surface: not through an
    /// opacity's group, a projected layer, or a shadow's or a mask's layers (a hidden child
    /// would still cast its shadow; what a mask covers is not drawn where it covers).
    private var drawsWithoutGroup: Bool { opacity == 1 && projection == nil && drawing?.drawsChildrenInLayers != true }
}

extension DisplayNode.Drawing {
    /// The device rectangle this fills with an opaque plain colour, when its edges fall on
    /// device pixels' edges under `toDevice`.
    fileprivate func opaqueWholePixelRect(under toDevice: CGAffineTransform) -> CGRect? {
        guard case let .fill(path, paint, _) = self, path.outlinesWholePixels(under: toDevice) else { return nil }
        let color: Color
        switch paint {
        case let .color(plain): color = plain
        case let .semantic(style): color = style.color(in: EnvironmentValues())
        case .linearGradient, .radialGradient, .angularGradient, .stripes, .material: return nil
        }
        guard color.alpha >= 1 else { return nil }
        return path.boundingRect.boundingBox(under: toDevice)
    }
}

extension DrawnExtent {
    /// The extent with `amount` more on every side.
    fileprivate func grown(by amount: Double) -> DrawnExtent {
        guard case let .within(rect) = self else { return self }
        return .within(rect.insetBy(dx: -amount, dy: -amount))
    }
}
