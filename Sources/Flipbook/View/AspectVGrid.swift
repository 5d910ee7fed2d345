/// The course's grid: items of one aspect ratio (width ÷ height) at the largest width at which
/// all of them fit the offered size, laid out in rows from the top-left.
public struct AspectVGrid<Item: Identifiable, ItemView: View>: View, PrimitiveView {
    let items: [Item]
    let aspectRatio: Double
    let content: (Item) -> ItemView

    /// Creates a grid of `items` shown by `content`, each of `aspectRatio`.
    public init(_ items: [Item], aspectRatio: Double, @ViewBuilder content: @escaping (Item) -> ItemView) {
        self.items = items
        self.aspectRatio = aspectRatio
        self.content = content
    }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        let children = ForEach(items, id: \.id, content: content).makeNode().children
        return ViewNode(kind: .grid(AspectGridLayout(aspectRatio: aspectRatio)), children: children)
    }
}

/// The arithmetic of `AspectVGrid`.
struct AspectGridLayout {
    var aspectRatio: Double

    /// The largest item width at which `count` items fit `size` (REFERENCES.md): add columns
    /// while the rows they need are too tall, then floor the width.
    static func itemWidth(count: Int, size: Size, aspectRatio: Double) -> Double {
        guard count > 0, size.width > 0, size.height > 0 else { return 0 }
        var columns = 1.0
        let items = Double(count)
        repeat {
            let width = size.width / columns
            let rows = (items / columns).rounded(.up)
            if rows * width / aspectRatio < size.height { return (size.width / columns).rounded(.down) }
            columns += 1
        } while columns < items
        return min(size.width / items, size.height * aspectRatio).rounded(.down)
    }
}
