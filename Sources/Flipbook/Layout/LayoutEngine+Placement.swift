extension LayoutEngine {
    /// Lays out `node` in `frame` (its parent's coordinates), which its parent chose for it.
    func place(_ node: ViewNode, in frame: Rect, identity: String, environment: EnvironmentValues) -> LaidOutNode {
        if case .view = node.kind {
            // Bodies are evaluated before layout; one left here is placed without state.
            let resolved = ViewResolver.detached.resolve(node, key: identity, environment: environment)
            return place(resolved, in: frame, identity: identity, environment: environment)
        }
        let environment = environment.applying(node.attributes.environment)
        let local = Rect(origin: .zero, size: frame.size)
        var laidOut = LaidOutNode(identity: identity, frame: frame, content: .none, attributes: node.attributes,
                                  environment: environment, children: [])
        let children = node.flattenedChildren
        func child(_ index: Int, in rect: Rect) -> LaidOutNode {
            place(children[index], in: rect, identity: Self.identity(of: children[index], under: identity), environment: environment)
        }
        switch node.kind {
        case .group, .stack:
            let rects = stackChildRects(of: node, in: local, environment: environment)
            laidOut.children = rects.indices.map { child($0, in: rects[$0]) }
        case let .shape(drawing): laidOut.content = .shape(drawing)
        case let .color(color): laidOut.content = .color(color)
        case let .text(string): laidOut.content = .text(string, textStyle(environment))
        case let .symbol(symbol):
            laidOut.content = .symbol(symbol, size: environment.font.size, color: environment.foregroundColor)
        case .spacer, .modifierContent, .view: break
        case let .padding(insets): laidOut.children = [child(0, in: local.inset(by: insets))]
        case let .frame(layout):
            let size = self.size(of: children[0], proposal: ProposedSize(local.size), environment: environment)
            laidOut.children = [child(0, in: Rect(origin: layout.alignment.origin(of: size, in: local), size: size))]
        case .aspectRatio: laidOut.children = [child(0, in: local)]
        case let .position(point):
            let size = self.size(of: children[0], proposal: ProposedSize(local.size), environment: environment)
            laidOut.children = [child(0, in: Rect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                                                  width: size.width, height: size.height))]
        case let .overlay(alignment), let .background(alignment):
            laidOut.children = layers(children, alignment: alignment, in: local, identity: identity, environment: environment)
            if case .background = node.kind { laidOut.children.reverse() }
        case let .geometryReader(build):
            let content = build(local.size)
            let size = self.size(of: content, proposal: ProposedSize(local.size), environment: environment)
            laidOut.children = [place(content, in: Rect(origin: .zero, size: size), identity: Self.identity(of: content, under: identity + "/g"), environment: environment)]
        case let .grid(grid):
            let rects = gridRects(count: children.count, aspectRatio: grid.aspectRatio, in: local)
            laidOut.children = rects.indices.map { child($0, in: rects[$0]) }
        case let .custom(modifier):
            laidOut.content = .custom(modifier, content: children[0])
            laidOut.children = [placeModifierBody(modifier, content: children[0], in: local, identity: identity, environment: environment)]
        }
        return laidOut
    }

    /// A custom modifier's body, built around `content` and laid out in `rect`.
    func placeModifierBody(_ modifier: AnyViewModifier, content: ViewNode, in rect: Rect, identity: String,
                           environment: EnvironmentValues) -> LaidOutNode {
        let body = modifier.resolve(content: content)
        return place(body, in: rect, identity: Self.identity(of: body, under: identity + "/m"), environment: environment)
    }

    /// The identity of `child` under a parent of identity `parent`: its explicit id when it
    /// has one, else the parent's path and its element id or structural name.
    static func identity(of child: ViewNode, under parent: String) -> String {
        if let id = child.attributes.id { return "#" + describe(id) }
        if let element = child.attributes.elementID { return parent + "/@" + describe(element) }
        return parent + "/" + (child.structuralName ?? "0")
    }

    /// An id as text that tells `1` from `"1"`.
    private static func describe(_ id: AnyHashable) -> String {
        "\(type(of: id.base)):\(id.base)"
    }

    /// An overlay or background: the first child fills the frame, the second is sized in it
    /// and aligned; returned primary first (the caller reverses for backgrounds).
    private func layers(_ children: [ViewNode], alignment: Alignment, in local: Rect, identity: String,
                        environment: EnvironmentValues) -> [LaidOutNode] {
        let primary = place(children[0], in: local, identity: Self.identity(of: children[0], under: identity), environment: environment)
        let secondarySize = size(of: children[1], proposal: ProposedSize(local.size), environment: environment)
        let secondary = place(children[1], in: Rect(origin: alignment.origin(of: secondarySize, in: local), size: secondarySize),
                              identity: Self.identity(of: children[1], under: identity + "/layer"), environment: environment)
        return [primary, secondary]
    }

    /// Where a stack's children go in `local`.
    private func stackChildRects(of node: ViewNode, in local: Rect, environment: EnvironmentValues) -> [Rect] {
        let sizes = stackChildSizes(of: node, proposal: ProposedSize(local.size), environment: environment)
        guard case let .stack(layout) = node.kind, let axis = layout.axis else {
            let alignment: Alignment = if case let .stack(layout) = node.kind { layout.alignment } else { .center }
            return sizes.map { Rect(origin: alignment.origin(of: $0, in: local), size: $0) }
        }
        let used = sizes.map { $0.along(axis) }.reduce(0, +) + layout.spacing * Double(max(0, sizes.count - 1))
        var cursor = (local.size.along(axis) - used) / 2
        return sizes.map { size in
            let origin = layout.alignment.origin(of: size, in: local)
            defer { cursor += size.along(axis) + layout.spacing }
            return axis == .horizontal ? Rect(origin: Point(x: cursor, y: origin.y), size: size)
                                       : Rect(origin: Point(x: origin.x, y: cursor), size: size)
        }
    }

    /// The cells of an `AspectVGrid`: the largest item width that fits, as many columns as
    /// that width allows, items centred in their columns, rows from the top.
    func gridRects(count: Int, aspectRatio: Double, in local: Rect) -> [Rect] {
        let width = AspectGridLayout.itemWidth(count: count, size: local.size, aspectRatio: aspectRatio)
        guard width > 0 else { return Array(repeating: .zero, count: count) }
        let columns = max(1, Int(local.width / width))
        let cellWidth = local.width / Double(columns), height = width / aspectRatio
        return (0..<count).map { index in
            Rect(x: Double(index % columns) * cellWidth + (cellWidth - width) / 2, y: Double(index / columns) * height,
                 width: width, height: height)
        }
    }
}
