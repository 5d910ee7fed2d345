/// `.safeAreaInset(edge:alignment:spacing:content:)`: the bar sits at one edge of the view's
/// frame, and the view is laid out in what is left, with the bar and the spacing added to the
/// safe area around it (a scroll view in it still reaches under the bar). Children: the view,
/// then the bar.
struct SafeAreaInsetLayout: WrappingLayout {
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let children = node.flattenedChildren
        guard children.count == 2 else { return children.first.map { context.nested().size(of: $0, proposal: proposal) } ?? .zero }
        let axis = self.axis
        let bar = barSize(children[1], proposal: proposal, context: context)
        let taken = bar.along(axis) + spacing
        let inner = axis == .vertical
            ? ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - taken) })
            : ProposedViewSize(width: proposal.width.map { max(0, $0 - taken) }, height: proposal.height)
        let main = context.nested().size(of: children[0], proposal: inner)
        return axis == .vertical
            ? CGSize(width: max(main.width, bar.width), height: main.height + taken)
            : CGSize(width: main.width + taken, height: max(main.height, bar.height))
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        let children = node.flattenedChildren
        let local = CGRect(origin: .zero, size: laidOut.frame.size)
        guard children.count == 2 else {
            laidOut.children = children.first.map { [context.place(child: $0, in: local)] } ?? []
            return
        }
        let bar = barSize(children[1], proposal: ProposedViewSize(local.size), context: context)
        let taken = bar.along(axis) + spacing
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = taken
        case .bottom: insets.bottom = taken
        case .leading: insets.leading = taken
        case .trailing: insets.trailing = taken
        }
        let mainFrame = local.inset(by: insets)
        let main = context.place(child: children[0], in: mainFrame, safeArea: context.placement.safeArea + insets)
        let barArea = barArea(in: local, thickness: bar.along(axis))
        let barFrame = CGRect(origin: alignment.origin(of: bar, in: barArea), size: bar)
        laidOut.children = [main, context.place(child: children[1], in: barFrame, under: "/inset")]
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The bar's size: offered the frame across the edge, what it wants along it.
    @MainActor private func barSize(_ bar: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let offer = axis == .vertical ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
        return context.nested().size(of: bar, proposal: offer)
    }

    /// The strip of `frame` at the edge, `thickness` thick.
    private func barArea(in frame: CGRect, thickness: CGFloat) -> CGRect {
        switch edge {
        case .top: CGRect(x: 0, y: 0, width: frame.width, height: thickness)
        case .bottom: CGRect(x: 0, y: frame.height - thickness, width: frame.width, height: thickness)
        case .leading: CGRect(x: 0, y: 0, width: thickness, height: frame.height)
        case .trailing: CGRect(x: frame.width - thickness, y: 0, width: thickness, height: frame.height)
        }
    }
}

extension View {
    /// Puts `content` at the top or bottom edge of the view, which is laid out above or below
    /// it with its safe area grown by the bar, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)`.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let layout = SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                         spacing: spacing ?? 0)
        return wrapped(in: .layout(layout), with: [content().makeNode()])
    }

    /// Puts `content` at the leading or trailing edge of the view, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` with a horizontal edge.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let layout = SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing,
                                         alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0)
        return wrapped(in: .layout(layout), with: [content().makeNode()])
    }

    /// Adds `length` points (a default margin when `nil`) to the safe area on `edges`, as
    /// SwiftUI's `safeAreaPadding(_:_:)`: the view is padded, and a scroll view in it still
    /// reaches the edges.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        let insets = EdgeInsets(top: amount, leading: amount, bottom: amount, trailing: amount).on(edges)
        return insideSafeArea(insets)
    }
}
