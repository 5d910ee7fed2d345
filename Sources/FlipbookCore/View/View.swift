/// A piece of a screen, as SwiftUI's `View`: a function of state that describes its content
/// through `body`. Views are values; the engine turns them into a tree of nodes, lays the tree
/// out, animates it and draws it.
@MainActor @preconcurrency public protocol View {
    /// The type of the content.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body: the engine draws them itself.
    public var body: Never { fatalError("\(Self.self) is drawn by the engine and has no body") }
}

/// A view the engine knows how to turn into a node itself, without a body.
@MainActor protocol PrimitiveView {
    func makeNode() -> ViewNode
}

extension View {
    /// The node tree of this view: primitives make their own node, shapes their drawing, and
    /// other views a node whose body is evaluated later, where the view stands in the scene.
    func makeNode() -> ViewNode {
        switch NodeMaker.of(self) {
        case let .primitive(make), let .animatable(make): withUnsafePointer(to: self) { make(UnsafeRawPointer($0)) }
        case .shape: body.makeNode()
        case .body: ViewNode(kind: .view(AnyViewBody(self)))
        }
    }
}

/// Collects the views of a closure, as SwiftUI's `ViewBuilder`.
@resultBuilder
@MainActor public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> [ViewNode] { [view.makeNode()] }
    public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] {
        [ViewNode(kind: .group, children: part ?? [], structuralName: part == nil ? "none" : "some")]
    }
    public static func buildEither(first part: [ViewNode]) -> [ViewNode] {
        [ViewNode(kind: .group, children: part, structuralName: "first")]
    }
    public static func buildEither(second part: [ViewNode]) -> [ViewNode] {
        [ViewNode(kind: .group, children: part, structuralName: "second")]
    }
    public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ViewNode]) -> [ViewNode] { part }
    public static func buildFinalResult(_ nodes: [ViewNode]) -> Group { Group(nodes: nodes) }
}

/// Several views side by side in whatever container holds them, as SwiftUI's `Group`.
public struct Group: View, PrimitiveView {
    let nodes: [ViewNode]

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Group) { nodes = content().nodes }

    init(nodes: [ViewNode]) { self.nodes = nodes }

    public typealias Body = Never

    func makeNode() -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(kind: .group, children: nodes)
    }
}

/// A view that draws nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    /// Creates the view.
    public init() {}
    public typealias Body = Never
    func makeNode() -> ViewNode { ViewNode(kind: .group) }
}

/// Any view, type-erased, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    let node: ViewNode

    /// Erases the type of `view`.
    public init(_ view: some View) { node = view.makeNode() }

    /// The view a node stands for.
    init(node: ViewNode) { self.node = node }

    public typealias Body = Never
    func makeNode() -> ViewNode { node }
}
