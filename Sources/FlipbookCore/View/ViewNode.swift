/// One node of a resolved view tree: what a view is, before layout.
public struct ViewNode {
    /// What kind of content the node holds.
    enum Kind {
        /// Children laid out by the container that holds the group, as if they were its own.
        case group
        /// A view sized and placed by its own layout: text, shapes, colours, stacks, grids,
        /// padding, frames, a user's `Layout`…
        case layout(any NodeLayout)
        case spacer(minLength: CGFloat)
        case geometryReader((GeometryProxy) -> ViewNode)
        case custom(AnyViewModifier)
        /// Stands for the content inside a custom modifier's body.
        case modifierContent
        /// A view whose body is evaluated where it stands, with its state and environment;
        /// resolved before layout.
        case view(AnyViewBody)
    }

    var kind: Kind
    var children: [ViewNode]
    /// The identity component of this node among its siblings, when it is not its index.
    var structuralName: String?
    /// What modifiers such as `.opacity` and `.id` set on the node.
    var attributes = NodeAttributes()

    init(kind: Kind, children: [ViewNode] = [], structuralName: String? = nil) {
        self.kind = kind
        self.children = children
        self.structuralName = structuralName
    }

    /// The children, with groups dissolved into their parent, as stacks see them. Each keeps
    /// an identity component from its place in the builder (`2`, or `1.some.0` inside an `if`;
    /// `@ID.first.0` inside a `ForEach` element that is an `if`), so a view that comes or goes
    /// does not change its siblings' identities. Modifiers on a dissolved group apply to each of
    /// its views, as SwiftUI's `Group` does.
    var flattenedChildren: [ViewNode] {
        // Stacks ask for these several times a pass (measured for each proposal, then placed):
        // several children are flattened once a build (see `FlattenedChildrenMemo`).
        guard children.count > 1 else { return Self.flatten(children) }
        return FlattenedChildrenMemo.current.flattened(children, making: Self.flatten)
    }

    /// `children` flattened, as `flattenedChildren` describes.
    private static func flatten(_ children: [ViewNode]) -> [ViewNode] {
        // One array filled in place: an array per child (`flatMap`) was a fifth of the cost of
        // laying out a Memorize table.
        var flattened: [ViewNode] = []
        flattened.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            append(child, at: index, to: &flattened)
        }
        return flattened
    }

    /// Appends `child`, the child at `index`, named by its place, or the views of the group it is.
    private static func append(_ child: ViewNode, at index: Int, to flattened: inout [ViewNode]) {
        let name = child.structuralName.map { indexName(index) + "." + $0 } ?? indexName(index)
        guard case .group = child.kind, child.attributes.id == nil else {
            var named = child
            named.structuralName = name
            flattened.append(named)
            return
        }
        let prefix = child.attributes.elementID.map { "@" + LayoutEngine.describe($0) } ?? name
        var shared = child.attributes
        shared.elementID = nil
        for grandchild in child.flattenedChildren {
            var named = grandchild
            named.structuralName = prefix + "." + (grandchild.structuralName ?? "")
            named.attributes.merge(shared)
            flattened.append(named)
        }
    }
}

extension ViewNode {
    /// The names of the first places among siblings, made once: a child's name is its index.
    private static let indexNames = (0..<64).map { String($0) }

    /// `String(index)`, without formatting the number again for the first 64 places.
    static func indexName(_ index: Int) -> String {
        index >= 0 && index < indexNames.count ? indexNames[index] : String(index)
    }

    /// Whether the node is a group, dissolved into the container that holds it.
    var isGroup: Bool {
        if case .group = kind { true } else { false }
    }

    /// The first colour scheme a node in the tree asks the screen to take, front to back.
    var preferredColorScheme: ColorScheme? {
        if let scheme = attributes.preferredColorScheme { return scheme }
        for child in children {
            if let scheme = child.preferredColorScheme { return scheme }
        }
        return nil
    }
}
