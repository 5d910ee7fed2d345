/// A group of rows in a list or form, with an optional header above and footer below, as
/// SwiftUI's `Section`. In an inset-grouped list the header is drawn in 13-point capitals.
/// Outside a list its rows stack vertically.
public struct Section<Content: View>: View, PrimitiveView {
    let header: ViewNode?
    let footer: ViewNode?
    let content: Content

    /// Creates a section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> some View, @ViewBuilder footer: () -> some View) {
        self.content = content()
        self.header = header().makeNode()
        self.footer = footer().makeNode()
    }

    /// Creates a section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> some View) {
        self.content = content()
        self.header = header().makeNode()
        self.footer = nil
    }

    /// Creates a section with a footer and no header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> some View) {
        self.content = content()
        header = nil
        self.footer = footer().makeNode()
    }

    /// Creates a section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        footer = nil
    }

    /// Creates a section with header and footer views.
    public init(header: some View, footer: some View, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// Creates a section with a header view.
    public init(header: some View, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header })
    }

    /// Creates a section whose header is `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }

    public typealias Body = Never
    func makeNode() -> ViewNode {
        ViewNode(kind: .layout(SectionLayout(header: header, footer: footer)), children: [content.makeNode()])
    }
}

/// A section's rows stacked, outside a list; a list reads its header and footer instead.
struct SectionLayout: NodeLayout {
    let header: ViewNode?
    let footer: ViewNode?
    private let stack = ContainerLayout(VStackLayout(alignment: .leading, spacing: 0))

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        stack.size(of: node, proposal: proposal, context: context)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        stack.place(node, into: &laidOut, context: context)
    }

    func flexibility(of node: ViewNode, along axis: Axis) -> Int { stack.flexibility(of: node, along: axis) }
}
