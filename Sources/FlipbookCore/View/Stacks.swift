/// Children one above another, as SwiftUI's `VStack`.
public struct VStack: View, PrimitiveView {
    let layout: VStackLayout
    let content: Group

    /// Creates the stack; `spacing` in points, `nil` for the default of 8 points.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Group) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}

/// Children side by side, as SwiftUI's `HStack`.
public struct HStack: View, PrimitiveView {
    let layout: HStackLayout
    let content: Group

    /// Creates the stack; `spacing` in points, `nil` for the default of 8 points.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Group) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}

/// Children on top of each other, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack: View, PrimitiveView {
    let layout: ZStackLayout
    let content: Group

    /// Creates the stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Group) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { layout.makeNode(children: content.nodes) }
}

/// One view for each element of a collection, identified among its siblings by the element's
/// id, as SwiftUI's `ForEach`. To make an element's view fly from one container to another (a
/// card from the deck to the board), give it `.id(_:)`, whose identities are global in a scene,
/// as SwiftUI's `matchedGeometryEffect` would.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// Creates views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        ViewNode(kind: .group, children: data.map { element in
            var node = content(element).makeNode()
            node.attributes.elementID = AnyHashable(element[keyPath: id])
            return node
        })
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for identifiable `data`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a range of integers, identified by the integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
