/// Evaluates the bodies of the views in a tree where they stand: each view's dynamic
/// properties are connected to the storage of its identity and to the environment at its
/// place before its body is asked for, as SwiftUI does. Keys are paths of identities:
/// explicit ids (`#…`) are global, also on the root of a body (a new id there starts the
/// body's views afresh), `ForEach` elements (`@…`) and builder positions are relative to the
/// parent.
@MainActor struct ViewResolver {
    let graph: ViewGraph

    /// A resolver with storage of its own, for bodies evaluated outside the scene's tree
    /// (a transition's modifier measured alone).
    static var detached: ViewResolver { ViewResolver(graph: ViewGraph()) }

    /// `node` with every view body under it evaluated; `key` is the node's identity and
    /// `environment` the environment around it.
    func resolve(_ node: ViewNode, key: String, environment: EnvironmentValues) -> ViewNode {
        if case let .view(view) = node.kind {
            if view.equality != nil, node.attributes.id == nil, node.attributes.lifecycle.isEmpty, graph.memos.isEnabled,
               !graph.memos.refuses(key) {
                return resolveEquatable(node, view: view, key: key, environment: environment)
            }
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
            SceneEffects.note()
        }
        switch node.kind {
        case let .geometryReader(build):
            resolved.kind = .geometryReader { proxy in self.resolve(build(proxy), key: key + "/g", environment: environment) }
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

    /// `node`, the content `view` of an ``EquatableView``, resolved: the subtree kept from the
    /// last build when the view and the environment are the same, else built afresh and kept
    /// when building it had no effects (see ``SubtreeMemo``); then the node's own attributes
    /// (an element's id in a `ForEach`, modifiers) go on its root. Its body is resolved apart
    /// from them in the environment they make, which is the same as resolving it with them
    /// merged in (as any other view is), as long as they hold no explicit id (which names the
    /// body) and no lifecycle action (registered at the root): the caller sees to that.
    private func resolveEquatable(_ node: ViewNode, view: AnyViewBody, key: String, environment: EnvironmentValues) -> ViewNode {
        let environment = environment.applying(node.attributes.environment)
        var resolved: ViewNode
        if let kept = graph.memos.reusable(at: key, for: view, environment: environment), let made = kept.resolved {
            resolved = made
        } else {
            let memo = SubtreeMemo(view: view, key: key, environment: environment, owner: graph.memos)
            let (made, isPure) = memo.computing {
                resolve(ViewNode(kind: .view(view.uncompared)), key: key, environment: environment)
            }
            resolved = made
            // A group dissolves into its parent, its attributes shared by its views: nothing to
            // hang the subtree's layouts on.
            if isPure, !resolved.isGroup {
                resolved.attributes.subtreeMemo = memo
                memo.resolved = resolved
                graph.memos.keep(memo, at: key)
            }
        }
        resolved.attributes.merge(node.attributes)
        return resolved
    }

    /// The key of `child`, the `index`th child of the node at `parent`.
    static func key(of child: ViewNode, at index: Int, under parent: String) -> String {
        if let id = child.attributes.id { return "#" + LayoutEngine.describe(id) }
        if let element = child.attributes.elementID { return String(joining: parent, "/@", LayoutEngine.describe(element)) }
        guard let name = child.structuralName else { return String(joining: parent, "/", ViewNode.indexName(index)) }
        return String(joining: parent, "/", ViewNode.indexName(index), ".", name)
    }
}

/// A view whose body has not been evaluated yet: the engine evaluates it where the view
/// stands in the tree, with its state and environment connected.
struct AnyViewBody {
    /// The view whose body the node stands for.
    let view: any View
    /// How to compare the view with another of its type, for an ``EquatableView``'s content.
    private(set) var equality: (any AnyViewEquality.Type)?

    init(_ view: some View, equality: (any AnyViewEquality.Type)? = nil) {
        self.view = view
        self.equality = equality
    }

    /// The same view, evaluated as any other (not compared).
    var uncompared: AnyViewBody {
        var plain = self
        plain.equality = nil
        return plain
    }

    /// Whether `other` is a view equal to this one, by the `==` of an ``EquatableView``'s content.
    func isEqual(to other: AnyViewBody) -> Bool {
        equality?.equal(view, other.view) ?? false
    }

    /// The view's body, after its dynamic properties were connected under `key`.
    @MainActor func makeBody(key: String, context: PropertyContext) -> ViewNode {
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

@MainActor extension AnyViewModifier {
    /// The modifier with its dynamic properties connected under `key`, evaluating its body
    /// there from now on.
    func installed(key: String, resolver: ViewResolver, environment: EnvironmentValues) -> AnyViewModifier {
        DynamicProperties.install(in: base, key: key, context: PropertyContext(graph: resolver.graph, environment: environment))
        var copy = self
        copy.context = ModifierContext(resolver: resolver, key: key, environment: environment)
        return copy
    }
}
