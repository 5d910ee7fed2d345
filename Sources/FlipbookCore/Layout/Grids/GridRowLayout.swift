/// The layout under `GridRow`. Inside a `Grid` the grid places the row's cells in its
/// columns; on its own a row lays its views out side by side, as an `HStack`.
struct GridRowLayout: Layout {
    /// Where the row's cells sit vertically; `nil` for the grid's alignment.
    var alignment: VerticalAlignment?

    static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }

    private var stack: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Subviews at frames decided beforehand (in the container's coordinates): how a grid row's
/// cells are placed once the grid has sized its columns.
struct PresetFramesLayout: Layout {
    var frames: [CGRect]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (subview, frame) in zip(subviews, frames) {
            subview.place(in: CGRect(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY, width: frame.width, height: frame.height))
        }
    }
}

extension LayoutSubview {
    /// When the subview is a `GridRow`: its cells, measured in this container's context, and
    /// its vertical alignment.
    var gridRow: (cells: LayoutSubviews, alignment: VerticalAlignment?)? {
        guard case let .layout(layout) = node.kind, let row = layout as? ContainerLayout<GridRowLayout> else { return nil }
        let context = storage.context.nested(in: .horizontal)
        return (LayoutSubviews(SubviewStorage(nodes: node.flattenedChildren, context: context, isPlacing: false)), row.layout.alignment)
    }

    /// Places a `GridRow` at `frame` and its cells at `cellFrames` (in the row's coordinates).
    func place(in frame: CGRect, cellFrames: [CGRect]) {
        guard storage.isPlacing else { return }
        storage.nodes[index].kind = .layout(ContainerLayout(PresetFramesLayout(frames: cellFrames)))
        place(in: frame)
    }
}
