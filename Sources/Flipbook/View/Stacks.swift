/// How a stack arranges its children.
struct StackLayout {
    /// The axis along which children follow each other; `nil` overlays them (a `ZStack`).
    var axis: Axis?
    /// Where children sit across the axis (or, for a `ZStack`, in both directions).
    var alignment: Alignment
    /// The space between neighbours, in points.
    var spacing: Double

    /// SwiftUI's default spacing between views, in points.
    static let defaultSpacing = 8.0
}

/// Children one above another, as SwiftUI's `VStack`.
public struct VStack: View, PrimitiveView {
    let layout: StackLayout
    let content: Group

    /// Creates the stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Group) {
        layout = StackLayout(axis: .vertical, alignment: Alignment(unitPoint: UnitPoint(x: alignment.fraction, y: 0.5)),
                             spacing: spacing ?? StackLayout.defaultSpacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .stack(layout), children: content.nodes) }
}

/// Children side by side, as SwiftUI's `HStack`.
public struct HStack: View, PrimitiveView {
    let layout: StackLayout
    let content: Group

    /// Creates the stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Group) {
        layout = StackLayout(axis: .horizontal, alignment: Alignment(unitPoint: UnitPoint(x: 0.5, y: alignment.fraction)),
                             spacing: spacing ?? StackLayout.defaultSpacing)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .stack(layout), children: content.nodes) }
}

/// Children on top of each other, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack: View, PrimitiveView {
    let layout: StackLayout
    let content: Group

    /// Creates the stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Group) {
        layout = StackLayout(axis: nil, alignment: alignment, spacing: 0)
        self.content = content()
    }

    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .stack(layout), children: content.nodes) }
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
