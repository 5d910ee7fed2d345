/// How a `VStackLayout` or an `HStackLayout` shares space along its axis, as SwiftUI does:
/// views of a fixed size take their ideal size when all of them fit; what is left goes to
/// the others by layout priority, highest first, each group keeping back the minimum sizes
/// of the lower ones; within a group the least flexible view is offered its share first,
/// and spacers come last.
struct StackArrangement {
    /// The axis along which views follow each other.
    var axis: Axis
    /// Where views sit across the axis (only its component across the axis counts).
    var alignment: Alignment
    /// The space between neighbours, in points.
    var spacing: CGFloat

    /// SwiftUI's default spacing between views, in points.
    static let defaultSpacing = 8.0

    /// A view's share: the proposal it was offered and the size it took.
    typealias Share = (proposal: ProposedViewSize, size: CGSize)

    /// The stack's size: its views' extents along the axis plus the spacing, and the largest
    /// extent across it.
    func size(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let sizes = distribute(proposal, among: Array(subviews)).map(\.size)
        let main = sizes.map { $0.along(axis) }.reduce(0, +) + totalSpacing(sizes.count)
        let across = sizes.map { $0.along(axis.other) }.max() ?? 0
        return CGSize.make(along: axis, main, across: across)
    }

    /// Places the views one after the other, the run centred along the axis in `bounds`.
    func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let views = Array(subviews)
        let shares = distribute(proposal, among: views)
        let used = shares.map { $0.size.along(axis) }.reduce(0, +) + totalSpacing(shares.count)
        var cursor = bounds.origin.along(axis) + (bounds.size.along(axis) - used) / 2
        for (view, share) in zip(views, shares) {
            let across = alignment.origin(of: share.size, in: bounds).along(axis.other)
            view.place(at: CGPoint.make(along: axis, cursor, across: across), anchor: .topLeading, proposal: share.proposal)
            cursor += share.size.along(axis) + spacing
        }
    }

    private func totalSpacing(_ count: Int) -> CGFloat { spacing * CGFloat(max(0, count - 1)) }

    /// Each view's proposal and size for `proposal`.
    func distribute(_ proposal: ProposedViewSize, among views: [LayoutSubview]) -> [Share] {
        let crossProposal = proposal.along(axis.other)
        guard let available = proposal.along(axis) else {
            let ideal = ProposedViewSize.make(along: axis, nil, across: crossProposal)
            return views.map { (ideal, $0.sizeThatFits(ideal)) }
        }
        var shares = [Share?](repeating: nil, count: views.count)
        var remaining = available - totalSpacing(views.count)
        let flexibility = views.map { $0.flexibility(along: axis) }
        remaining -= sizeFixedViews(views, flexibility: flexibility, across: crossProposal, within: remaining, into: &shares)
        let unsized = views.indices.filter { shares[$0] == nil }
        for priority in Set(unsized.map { views[$0].priority }).sorted(by: >) {
            let group = unsized.filter { views[$0].priority == priority }.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reserved = unsized.filter { views[$0].priority < priority }
                .map { minimumLength(of: views[$0], across: crossProposal) }.reduce(0, +)
            remaining -= offer(remaining - reserved, among: group, of: views, across: crossProposal, into: &shares)
        }
        return shares.map { $0 ?? (.zero, .zero) }
    }

    /// Gives views of a fixed size along the axis their ideal sizes when all of them fit in
    /// `space`; returns the length they take.
    private func sizeFixedViews(_ views: [LayoutSubview], flexibility: [Int], across: CGFloat?, within space: CGFloat,
                                into shares: inout [Share?]) -> CGFloat {
        let fixed = views.indices.filter { flexibility[$0] == 0 }
        let ideal = ProposedViewSize.make(along: axis, nil, across: across)
        let sizes = fixed.map { views[$0].sizeThatFits(ideal) }
        let length = sizes.map { $0.along(axis) }.reduce(0, +)
        guard length <= space + 1e-9 else { return 0 }
        for (index, size) in zip(fixed, sizes) { shares[index] = (ideal, size) }
        return length
    }

    /// Offers `space` to the views at `group` one by one, each an equal share of what is left;
    /// returns the length they take.
    private func offer(_ space: CGFloat, among group: [Int], of views: [LayoutSubview], across: CGFloat?,
                       into shares: inout [Share?]) -> CGFloat {
        var left = space
        for (offset, index) in group.enumerated() {
            let proposal = ProposedViewSize.make(along: axis, max(0, left / CGFloat(group.count - offset)), across: across)
            let size = views[index].sizeThatFits(proposal)
            shares[index] = (proposal, size)
            left -= size.along(axis)
        }
        return space - left
    }

    /// The least length `view` takes along the axis.
    private func minimumLength(of view: LayoutSubview, across: CGFloat?) -> CGFloat {
        view.sizeThatFits(.make(along: axis, 0, across: across)).along(axis)
    }
}

extension Axis {
    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGPoint {
    /// The coordinate along `axis`.
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? x : y }

    /// A point at `main` along `axis` and `across` the other way.
    static func make(along axis: Axis, _ main: CGFloat, across: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: main, y: across) : CGPoint(x: across, y: main)
    }
}
