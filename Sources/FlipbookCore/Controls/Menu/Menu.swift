/// A control that shows a menu of buttons, as SwiftUI's `Menu`.
///
/// On its own it is a button (its label in the accent colour) that opens a popup menu of its
/// content under itself; choosing an item runs it and closes the menu, a tap elsewhere closes
/// it. Inside a `.contextMenu`, or inside another menu, it is a submenu: a row with its title and
/// a chevron that, when tapped, shows its items over the menu, as iOS 17 does, under a header
/// row that goes back. Touch scripts find it, and the items once shown, as `button "TITLE"`.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// Creates a menu of `content` shown by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        let item = MenuLayout(label: label.makeNode(), content: content.makeNode())
        return ViewNode(kind: .layout(item), children: [StandaloneMenu(item: item).makeNode()])
    }
}

extension Menu where Label == Text {
    /// Creates a menu of `content` titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = Text(title)
    }
}

/// A menu as a node: laid out as its standalone button; a menu card that holds it reads its
/// label and items and draws it as a submenu row instead.
@MainActor struct MenuLayout: WrappingLayout {
    let label: ViewNode
    let content: ViewNode

    /// The title scripts and headers name the menu by: the label's first text, its body
    /// evaluated apart when the label is a view of its own (a `Label`).
    func title(in environment: EnvironmentValues) -> String? {
        label.firstText ?? ViewResolver.detached.resolve(label, key: "menu-label", environment: environment).firstText
    }

    func size(of node: ViewNode, proposal: ProposedViewSize, context: LayoutContext) -> CGSize {
        context.nested().size(of: node.children[0], proposal: proposal)
    }

    func place(_ node: ViewNode, into laidOut: inout LaidOutNode, context: LayoutContext) {
        guard let child = node.flattenedChildren.first else { return }
        laidOut.children = [context.place(child: child, in: CGRect(origin: .zero, size: laidOut.frame.size))]
    }
}
