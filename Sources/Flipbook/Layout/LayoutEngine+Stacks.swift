extension LayoutEngine {
    /// A stack's size: for V and H stacks the children's sizes along the axis plus spacing and
    /// the largest across it; for Z stacks (and bare groups) the largest of each.
    func stackSize(of node: ViewNode, proposal: ProposedSize, environment: EnvironmentValues) -> Size {
        let sizes = stackChildSizes(of: node, proposal: proposal, environment: environment)
        guard case let .stack(layout) = node.kind, let axis = layout.axis else {
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
        let main = sizes.map { $0.along(axis) }.reduce(0, +) + layout.spacing * Double(max(0, sizes.count - 1))
        let across = sizes.map { $0.along(axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return Size.make(along: axis, main, across: across)
    }

    /// The size of each of the stack's (flattened) children, as SwiftUI distributes space:
    /// the least flexible child is offered its share first, spacers take what is left.
    func stackChildSizes(of node: ViewNode, proposal: ProposedSize, environment: EnvironmentValues) -> [Size] {
        let children = node.flattenedChildren
        guard case let .stack(layout) = node.kind, let axis = layout.axis else {
            return children.map { size(of: $0, proposal: proposal, environment: environment) }
        }
        let across: Axis = axis == .horizontal ? .vertical : .horizontal
        guard let available = proposal.along(axis) else {
            return children.map { child in
                if case let .spacer(minLength) = child.kind { return Size.make(along: axis, minLength, across: 0) }
                return size(of: child, proposal: ProposedSize(width: axis == .horizontal ? nil : proposal.width,
                                                              height: axis == .vertical ? nil : proposal.height), environment: environment)
            }
        }
        var remaining = available - layout.spacing * Double(max(0, children.count - 1))
        var sizes = [Size?](repeating: nil, count: children.count)
        let flexibility = children.map { Self.flexibility(of: $0, along: axis) }
        let crossProposal = proposal.along(across)
        let fixed = children.indices.filter { flexibility[$0] == 0 }
        let ideals = fixed.map { idealSize(of: children[$0], along: axis, across: crossProposal, environment: environment) }
        if ideals.map({ $0.along(axis) }).reduce(0, +) <= remaining + 1e-9 {
            // Fixed-size children fit at their ideal sizes: they take those, the rest is shared.
            for (index, ideal) in zip(fixed, ideals) { sizes[index] = ideal }
            remaining -= ideals.map { $0.along(axis) }.reduce(0, +)
        }
        var left = sizes.filter { $0 == nil }.count
        for index in children.indices.sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) where sizes[index] == nil {
            let share = max(0, remaining / Double(left))
            let childSize: Size
            if case let .spacer(minLength) = children[index].kind {
                childSize = Size.make(along: axis, max(minLength, share), across: 0)
            } else {
                childSize = size(of: children[index], proposal: axis == .horizontal ? ProposedSize(width: share, height: crossProposal)
                                                                                      : ProposedSize(width: crossProposal, height: share),
                                 environment: environment)
            }
            sizes[index] = childSize
            remaining -= childSize.along(axis)
            left -= 1
        }
        return sizes.map { $0 ?? .zero }
    }

    /// The size `child` takes when nothing limits it along `axis`.
    private func idealSize(of child: ViewNode, along axis: Axis, across: Double?, environment: EnvironmentValues) -> Size {
        size(of: child, proposal: axis == .horizontal ? ProposedSize(width: nil, height: across) : ProposedSize(width: across, height: nil),
             environment: environment)
    }

    /// 0 for views of a fixed size along `axis`, 1 for views that take what they are offered,
    /// 2 for spacers; computed from the tree without measuring anything.
    static func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        switch node.kind {
        case .spacer: return 2
        case .text, .symbol, .modifierContent: return 0
        case .view:
            return flexibility(of: ViewResolver.detached.resolve(node, key: "detached", environment: EnvironmentValues()), along: axis)
        case .shape, .color, .geometryReader, .grid, .position: return 1
        case let .frame(frame):
            let fixed = axis == .horizontal ? frame.width : frame.height
            let maximum = axis == .horizontal ? frame.maxWidth : frame.maxHeight
            if fixed != nil { return 0 }
            if maximum != nil { return 1 }
            return flexibility(of: node.children[0], along: axis)
        case let .stack(layout) where layout.axis != nil && layout.axis != axis:
            // Across a stack's axis its spacers take no room: only its other children can flex.
            return node.flattenedChildren.map { child -> Int in
                if case .spacer = child.kind { return 0 }
                return min(1, flexibility(of: child, along: axis))
            }.max() ?? 0
        case .group, .stack:
            return node.flattenedChildren.map { min(1, flexibility(of: $0, along: axis)) }.max() ?? 0
        case .padding, .aspectRatio, .overlay, .background, .custom:
            return min(1, node.children.first.map { flexibility(of: $0, along: axis) } ?? 0)
        }
    }
}
