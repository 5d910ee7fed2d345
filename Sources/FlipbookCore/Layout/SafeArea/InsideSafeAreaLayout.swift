/// A view placed inside `insets` of its frame, with those insets added to the safe area around
/// it: a navigation screen's content under its bars and above the home indicator, a sheet's
/// above the home indicator, `.safeAreaPadding`. A scroll view in it still reaches the frame's
/// edges.
struct InsideSafeAreaLayout: WrappingLayout {
    let insets: EdgeInsets

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
                                     height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
        let size = context.nested().size(of: node.children[0], proposal: inner)
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        let inner = CGRect(origin: .zero, size: laidOut.frame.size).inset(by: insets)
        laidOut.children = [context.place(child: child, in: inner, safeArea: context.placement.safeArea + insets)]
    }
}

extension EdgeInsets {
    /// The sum of two insets, edge by edge.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}

extension View {
    /// The view placed inside `insets` of its frame, with them added to its safe area.
    func insideSafeArea(_ insets: EdgeInsets) -> some View {
        wrapped(in: .layout(InsideSafeAreaLayout(insets: insets)))
    }
}
