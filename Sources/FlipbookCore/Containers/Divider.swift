/// A hairline that separates content, as SwiftUI's `Divider`: across a vertical stack (or
/// outside any stack) a horizontal line half a point tall; in a horizontal stack a vertical one.
public struct Divider: View, PrimitiveView {
    /// Creates the divider.
    public init() {}

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .layout(DividerLayout())) }
}

/// A divider: it takes the space offered along its line and half a point across it.
struct DividerLayout: NodeLayout {
    static let thickness = 0.5

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        if context.stackAxis == .horizontal { return CGSize(width: Self.thickness, height: proposal.height ?? 10) }
        return CGSize(width: proposal.width ?? 10, height: Self.thickness)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        laidOut.content = .color(SystemColors.separator(context.environment.colorScheme))
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { 1 }
}
