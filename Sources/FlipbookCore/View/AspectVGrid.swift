/// The course's grid: items of one aspect ratio (width ÷ height) at the largest width at which
/// all of them fit the offered size, laid out in rows from the top-left.
public struct AspectVGrid<Item: Identifiable, ItemView: View>: View, PrimitiveView {
    let items: [Item]
    let aspectRatio: CGFloat
    let content: (Item) -> ItemView

    /// Creates a grid of `items` shown by `content`, each of `aspectRatio`.
    public init(_ items: [Item], aspectRatio: CGFloat, @ViewBuilder content: @escaping (Item) -> ItemView) {
        self.items = items
        self.aspectRatio = aspectRatio
        self.content = content
    }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        AspectGridLayout(aspectRatio: aspectRatio).makeNode(children: ForEach(items, id: \.id, content: content).makeNode().children)
    }
}
