extension View {
    /// Draws only what lies inside the view's frame, as SwiftUI's `clipped()`; what is cut off
    /// takes no touches either.
    public func clipped() -> some View { clipShape(Rectangle()) }

    /// Draws only what lies inside `shape` fitted to the view's frame, as SwiftUI's
    /// `clipShape(_:)`; what is cut off takes no touches either.
    public func clipShape(_ shape: some Shape) -> some View {
        wrapped(in: .layout(ClipLayout(shape: AnyShape(shape))))
    }
}

/// `.clipped()` and `.clipShape(_:)`: the view at its own size, cut to a shape.
struct ClipLayout: WrappingLayout {
    let shape: AnyShape

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.clip = shape
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}
