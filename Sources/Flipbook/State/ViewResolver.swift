/// Evaluates the bodies of the views in a tree where they stand: each view's dynamic
/// properties are connected to the storage of its identity and to the environment at its
/// place before its body is asked for, as SwiftUI does. Keys are paths of identities:
/// explicit ids (`#…`) are global, also on the root of a body (a new id there starts the
/// body's views afresh), `ForEach` elements (`@…`) and builder positions are relative to the
/// parent.
struct ViewResolver {
    let graph: ViewGraph

    /// A resolver with storage of its own, for bodies evaluated outside the scene's tree
    /// (a transition's modifier measured alone).
    static var detached: ViewResolver { ViewResolver(graph: ViewGraph()) }

    /// `node` with every view body under it evaluated; `key` is the node's identity and
    /// `environment` the environment around it.
    func resolve(_ node: ViewNode, key: String, environment: EnvironmentValues) -> ViewNode {
        if case let .view(view) = node.kind {
            let context = PropertyContext(graph: graph, environment: environment.applying(node.attributes.environment))
            var body = view.makeBody(key: key, context: context)
            let bodyKey = body.attributes.id == nil ? key + "/b" : Self.key(of: body, at: 0, under: key)
            body.attributes.merge(node.attributes)
            return resolve(body, key: bodyKey, environment: environment)
        }
        var resolved = node
        let environment = environment.applying(node.attributes.environment)
        for (index, handler) in node.attributes.lifecycle.enumerated() {
            graph.lifecycle.visit(key + "|\(index)", handler)
        }
        switch node.kind {
        case let .geometryReader(build):
            resolved.kind = .geometryReader { size in self.resolve(build(size), key: key + "/g", environment: environment) }
        case let .custom(modifier):
            resolved.kind = .custom(modifier.installed(key: key + "/m", resolver: self, environment: environment))
        default:
            break
        }
        resolved.children = node.children.enumerated().map { index, child in
            resolve(child, key: Self.key(of: child, at: index, under: key), environment: environment)
        }
        return resolved
    }

    /// The key of `child`, the `index`th child of the node at `parent`.
    static func key(of child: ViewNode, at index: Int, under parent: String) -> String {
        if let id = child.attributes.id { return "#" + LayoutEngine.describe(id) }
        if let element = child.attributes.elementID { return parent + "/@" + LayoutEngine.describe(element) }
        guard let name = child.structuralName else { return parent + "/" + ViewNode.indexName(index) }
        return parent + "/" + ViewNode.indexName(index) + "." + name
    }
}

/// A view whose body has not been evaluated yet: the engine evaluates it where the view
/// stands in the tree, with its state and environment connected.
struct AnyViewBody {
    private let view: any View

    init(_ view: some View) { self.view = view }

    /// The view's body, after its dynamic properties were connected under `key`.
    func makeBody(key: String, context: PropertyContext) -> ViewNode {
        DynamicProperties.install(in: view, key: key, context: context)
        func body<V: View>(of view: V) -> ViewNode { view.body.makeNode() }
        return body(of: view)
    }
}

/// Where a custom modifier's body is evaluated: its key and environment in the scene.
struct ModifierContext {
    let resolver: ViewResolver
    let key: String
    let environment: EnvironmentValues
}

extension AnyViewModifier {
    /// The modifier with its dynamic properties connected under `key`, evaluating its body
    /// there from now on.
    func installed(key: String, resolver: ViewResolver, environment: EnvironmentValues) -> AnyViewModifier {
        DynamicProperties.install(in: base, key: key, context: PropertyContext(graph: resolver.graph, environment: environment))
        var copy = self
        copy.context = ModifierContext(resolver: resolver, key: key, environment: environment)
        return copy
    }
}
