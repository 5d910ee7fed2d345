/// SwiftUI's two-pass layout: a parent proposes a size, the child answers with the size it
/// takes, and the parent places it. Each kind of node does its part through its
/// `NodeLayout`; this is the entry point.
@MainActor struct LayoutEngine {
    /// The size `node` takes when offered `proposal`.
    func size(of node: ViewNode, proposal: ProposedSize, environment: EnvironmentValues) -> CGSize {
        LayoutContext(environment: environment).size(of: node, proposal: proposal)
    }

    /// Lays out `node` in `frame` (its parent's coordinates), which its parent chose for it;
    /// `placement` says where the node sits on the screen (by default, at `frame` with no safe area).
    func place(_ node: ViewNode, in frame: CGRect, identity: String, environment: EnvironmentValues,
               placement: LayoutPlacement? = nil) -> LaidOutNode {
        LayoutContext(environment: environment)
            .place(node, in: frame, identity: identity, placement: placement ?? LayoutPlacement().child(in: frame))
    }

    /// A custom modifier's body, built around `content` and laid out in `rect`.
    func placeModifierBody(_ modifier: AnyViewModifier, content: ViewNode, in rect: CGRect, identity: String,
                           environment: EnvironmentValues) -> LaidOutNode {
        ModifierBodyLayout.body(of: modifier, content: content, in: rect,
                                context: LayoutContext(environment: environment, identity: identity))
    }

    /// 0 for views of a fixed size along `axis`, 1 for views that take what they are offered,
    /// 2 for spacers; computed from the tree without measuring anything.
    static func flexibility(of node: ViewNode, along axis: Axis) -> Int {
        node.nodeLayout.flexibility(of: node, along: axis)
    }

    /// The identity of `child` under a parent of identity `parent`: its explicit id when it
    /// has one, else the parent's path and its element id or structural name.
    static func identity(of child: ViewNode, under parent: String) -> String {
        if let id = child.attributes.id { return "#" + describe(id) }
        if let element = child.attributes.elementID { return String(joining: parent, "/@", describe(element)) }
        return String(joining: parent, "/", child.structuralName ?? "0")
    }

    /// An id as text that tells `1` from `"1"`: `Int:1`, `String:1`. Ints and strings, the
    /// usual ids, are written without string interpolation, which looks up conformances.
    nonisolated static func describe(_ id: AnyHashable) -> String {
        let base = id.base, kind = type(of: base)
        if kind == Int.self, let number = base as? Int { return "Int:" + ViewNode.indexName(number) }
        if kind == String.self, let text = base as? String { return "String:" + text }
        return "\(kind):\(base)"
    }
}
