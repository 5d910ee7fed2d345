/// What modifiers that neither lay out nor wrap set on a node: identity, effects drawn in
/// order, transition, stacking order, gestures and an implicit animation.
struct NodeAttributes {
    /// The explicit identity from `.id(_:)`: global within a scene.
    var id: AnyHashable?
    /// The identity `ForEach` gives each element's view: unique among its siblings.
    var elementID: AnyHashable?
    /// Render effects, innermost (applied first) first.
    var effects: [RenderEffect] = []
    var transition: AnyTransition?
    var zIndex: Double = 0
    /// `.layoutPriority(_:)`: stacks offer space to higher priorities first.
    var layoutPriority: Double = 0
    var gestures = GestureHandlers()
    /// A name that touch scripts can aim at (`card 3`, `button "New Game"`).
    var target: TargetName?
    /// `.animation(_:value:)`: the animation and the value it watches.
    var implicitAnimation: ImplicitAnimation?
    /// Environment values set for the node and everything under it.
    var environment = EnvironmentChanges()
    /// `onAppear`, `onDisappear` and `onChange` handlers, innermost first.
    var lifecycle: [LifecycleHandler] = []
    /// The colour scheme the node asks the whole screen to take.
    var preferredColorScheme: ColorScheme?
    /// Whether the node is drawn above the whole screen, outside the clips of the views it is
    /// in (a dragged item's lifted copy, which iOS draws in a layer of its own).
    var drawsAboveClips = false

    var isEmpty: Bool {
        id == nil && elementID == nil && effects.isEmpty && transition == nil && zIndex == 0 && layoutPriority == 0
            && gestures.isEmpty && target == nil && implicitAnimation == nil && environment.isEmpty && lifecycle.isEmpty
            && preferredColorScheme == nil && !drawsAboveClips
    }
}

/// `.animation(_:value:)` on a node.
struct ImplicitAnimation {
    var animation: Animation?
    var value: AnyHashable
}

/// A name by which scripts find a view: a kind with an index (`card 3`) or a label
/// (`button "New Game"`).
public struct TargetName: Hashable, Sendable {
    /// The kind of thing (`card`, `button`, `deck`).
    public var kind: String
    /// The 1-based index among things of this kind, when they are counted.
    public var index: Int?
    /// The label, when things of this kind are told apart by it.
    public var label: String?
    /// The part of a labelled control (`+` and `-` of `stepper "Pairs"`), if the name is of one.
    public var part: String?

    /// Creates a target name.
    public init(_ kind: String, index: Int? = nil, label: String? = nil, part: String? = nil) {
        self.kind = kind
        self.index = index
        self.label = label
        self.part = part
    }
}

extension TargetName: CustomStringConvertible {
    public var description: String {
        if let index { return "\(kind) \(index)" }
        if let label { return "\(kind) \"\(label)\"" + (part.map { " \($0)" } ?? "") }
        return kind
    }
}
