extension View {
    /// Clips the view's drawing to its frame, as SwiftUI's `clipped()`. Like SwiftUI's, it
    /// changes what is drawn, not where touches land.
    public func clipped() -> some View {
        clipShape(Rectangle())
    }

    /// Clips the view's drawing to `shape` in its frame, as SwiftUI's `clipShape(_:)`.
    public func clipShape(_ shape: some Shape) -> some View {
        wrapped(in: .layout(ClipLayout(shape: AnyShape(shape))))
    }
}

/// `.clipped()` and `.clipShape`: the view laid out as it is, its drawing clipped to a shape.
struct ClipLayout: WrappingLayout {
    let shape: AnyShape

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> Size {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .clip(shape)
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: Rect(origin: .zero, size: laidOut.frame.size))]
    }
}
