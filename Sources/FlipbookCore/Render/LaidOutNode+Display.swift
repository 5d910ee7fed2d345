/// Display nodes kept from an earlier frame, for subtrees presented again as they were.
@MainActor protocol DisplayMemo: AnyObject {
    /// The display node made earlier of `node`, when `node` is known to be the node it was made of.
    func display(of node: LaidOutNode) -> DisplayNode?
    /// Whether display nodes made of `node` and its descendants may be kept (not a leaving view's ghost).
    func keepsDisplay(of node: LaidOutNode) -> Bool
    /// Keeps `display`, made of `node`, for a later frame.
    func keep(_ display: DisplayNode, of node: LaidOutNode)
}

extension LaidOutNode {
    /// The display list of this (presented) node and its children; nodes that draw above
    /// clips are taken out of their place and drawn last, over all the rest. Subtrees `memo`
    /// knows are taken from it, and what is made is kept in it.
    @MainActor func displayNode(memo: DisplayMemo? = nil) -> DisplayNode {
        var lifted: [DisplayNode] = []
        var root = displayNode(parentToRoot: nil, lifted: &lifted, memo: memo)
        root.children += lifted
        return root
    }

    /// The node's display node; a descendant that draws above clips goes to `lifted` instead,
    /// with its transform to the root's coordinates. `parentToRoot` maps the parent's
    /// coordinates to the root's (`nil` for the root itself). A subtree with such a
    /// descendant is not kept in `memo`: what it lifts depends on where its parent is.
    @MainActor private func displayNode(parentToRoot: CGAffineTransform?, lifted: inout [DisplayNode], memo: DisplayMemo?) -> DisplayNode {
        if let known = memo?.display(of: self) { return known }
        let memo = memo.flatMap { $0.keepsDisplay(of: self) ? $0 : nil }
        let liftedBefore = lifted.count
        let toRoot = parentToRoot.map { transformFromParent.concatenating($0) } ?? .identity
        var children: [DisplayNode] = []
        children.reserveCapacity(self.children.count)
        forEachChildInDrawingOrder { child in
            let node = child.displayNode(parentToRoot: toRoot, lifted: &lifted, memo: memo)
            guard child.attributes.drawsAboveClips else { return children.append(node) }
            var hoisted = node
            hoisted.transform = child.transformFromParent.concatenating(toRoot)
            lifted.append(hoisted)
        }
        let display = filtered(DisplayNode(transform: transformFromParent, size: frame.size, opacity: opacity,
                                           projection: projection, drawing: drawing, children: children,
                                           clip: clip?.path(in: CGRect(origin: .zero, size: frame.size))))
        if let memo, lifted.count == liftedBefore { memo.keep(display, of: self) }
        return display
    }

    /// `display` with the node's filters (`blur`, `saturation`) applied to all it draws: each a
    /// node of its own, the first filter innermost, inside the node's transform, opacity and
    /// projection, outside its clip.
    private func filtered(_ display: DisplayNode) -> DisplayNode {
        let filters = attributes.effects.compactMap { effect -> LayerFilter? in
            if case let .filter(filter) = effect { return filter }
            return nil
        }
        guard !filters.isEmpty else { return display }
        var inner = display
        inner.transform = .identity
        inner.opacity = 1
        inner.projection = nil
        for filter in filters {
            inner = DisplayNode(transform: .identity, size: display.size, opacity: 1, projection: nil,
                                drawing: .filter(filter), children: [inner])
        }
        inner.transform = display.transform
        inner.opacity = display.opacity
        inner.projection = display.projection
        return inner
    }

    /// The product of the node's opacity effects.
    var opacity: Double {
        attributes.effects.reduce(1) { result, effect in
            if case let .opacity(value) = effect { return result * value }
            return result
        }
    }

    /// From the parent's coordinates to the node's: the effects about their anchors, then the
    /// frame's origin.
    var transformFromParent: CGAffineTransform {
        attributes.effects.reduce(CGAffineTransform.identity) { result, effect in
            result.concatenating(Self.transform(of: effect, size: frame.size))
        }.concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }

    private static func transform(of effect: RenderEffect, size: CGSize) -> CGAffineTransform {
        switch effect {
        case let .offset(offset): return CGAffineTransform(translationX: offset.width, y: offset.height)
        case let .scale(scale, anchor): return about(anchor, size, CGAffineTransform(scaleX: scale.width, y: scale.height))
        case let .rotation(angle, anchor): return about(anchor, size, CGAffineTransform(rotationAngle: angle.radians))
        case .rotation3D, .opacity, .filter: return .identity
        }
    }

    private static func about(_ anchor: UnitPoint, _ size: CGSize, _ transform: CGAffineTransform) -> CGAffineTransform {
        let x = anchor.x * size.width, y = anchor.y * size.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
    }

    /// The node's 3D rotation, if it has one.
    var projection: Projection3D? {
        for case let .rotation3D(angle, axis, anchor, perspective) in attributes.effects {
            // Unturned, the layer would only be resampled and clipped: draw it directly.
            if angle.radians.truncatingRemainder(dividingBy: 2 * .pi) == 0 { return nil }
            return Projection3D(angle: angle, axis: (x: axis.x, y: axis.y, z: axis.z), anchor: anchor,
                                perspective: perspective, size: frame.size)
        }
        return nil
    }

    /// What the node draws itself.
    var drawing: DisplayNode.Drawing? {
        let local = CGRect(origin: .zero, size: frame.size)
        switch content {
        case .none, .custom: return nil
        case let .color(color): return .fill(Path(local), .color(color), .nonZero)
        case let .text(string, style): return .text(string, style, local)
        case let .symbol(symbol, size, color): return .symbol(symbol, size: size, color: color, in: local)
        case let .bitmap(bitmap): return .bitmap(bitmap, in: local)
        case let .backdrop(radius, tint): return .backdrop(radius: radius, tint: tint, in: local)
        case let .shadow(shadow): return .shadow(shadow)
        case .mask: return .mask
        case let .shape(shape):
            let paint = environment.resolve(shape.paint ?? environment.foregroundStyle)
            let path = shape.shape.path(in: local)
            switch shape.mode {
            case let .fill(rule): return .fill(path, paint, rule)
            case let .stroke(style): return .stroke(path, paint, style)
            }
        }
    }
}
