extension View {
    /// The padding iOS adds when none is given, in points.
    static var systemPadding: CGFloat { 16 }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(EdgeInsets(all: length)) }

    /// Adds space on the given edges, as SwiftUI's `padding(_:_:)`: `length` points, or the
    /// system's 16 points when `nil` (`.padding()`, `.padding(.horizontal)`).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? Self.systemPadding))
    }

    /// Adds space inside the given insets.
    public func padding(_ insets: EdgeInsets) -> some View { wrapped(in: .layout(PaddingLayout(insets: insets))) }

    /// Proposes a fixed width and/or height to the view and aligns it in that frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped(in: .layout(FrameLayout(width: width, height: height, alignment: alignment)))
    }

    /// Bounds the size the view may take, and aligns it in the frame.
    public func frame(minWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        wrapped(in: .layout(FrameLayout(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
                                        maxHeight: maxHeight, alignment: alignment)))
    }

    /// Constrains the view to `ratio` (width ÷ height), fitted inside (or covering) the
    /// space offered; with no ratio, the view's own.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        wrapped(in: .layout(AspectRatioLayout(ratio: ratio, contentMode: contentMode)))
    }

    /// Centres the view at `position` in its parent's coordinates; takes all the space offered.
    public func position(_ position: CGPoint) -> some View { wrapped(in: .layout(PositionLayout(position: position))) }

    /// Centres the view at (`x`, `y`) in its parent's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Draws `overlay` on top of the view, in the view's frame.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> Group) -> some View {
        wrapped(in: .layout(LayerLayout(alignment: alignment, isBackground: false)), with: [content().makeNode()])
    }

    /// Draws `overlay` on top of the view, in the view's frame.
    @_disfavoredOverload
    public func overlay(_ overlay: some View, alignment: Alignment = .center) -> some View {
        wrapped(in: .layout(LayerLayout(alignment: alignment, isBackground: false)), with: [overlay.makeNode()])
    }

    /// Draws `background` behind the view, in the view's frame.
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> Group) -> some View {
        wrapped(in: .layout(LayerLayout(alignment: alignment, isBackground: true)), with: [content().makeNode()])
    }

    /// Draws `background` behind the view, in the view's frame.
    @_disfavoredOverload
    public func background(_ background: some View, alignment: Alignment = .center) -> some View {
        wrapped(in: .layout(LayerLayout(alignment: alignment, isBackground: true)), with: [background.makeNode()])
    }

    /// Sets the priority by which a stack offers space to the view: higher first, as
    /// SwiftUI's `layoutPriority(_:)`. Views have priority 0 unless set.
    public func layoutPriority(_ value: Double) -> some View {
        modifyingAttributes { $0.layoutPriority = value }
    }
}
