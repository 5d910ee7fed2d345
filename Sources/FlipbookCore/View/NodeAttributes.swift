/// What modifiers that neither lay out nor wrap set on a node: identity, effects drawn in
/// order, transition, stacking order, gestures and an implicit animation.
///
/// The values sit in one shared, immutable box: nodes are copied far more often than their
/// attributes are set (stacks flatten their children, layout and the presenter copy whole
/// trees), and a copy then retains one reference instead of a dozen. Setting a value makes a
/// new box.
struct NodeAttributes {
    private var box: NodeAttributeBox

    /// No attributes.
    init() { box = NodeAttributeBox.empty }

    /// Whether no modifier set any attribute.
    var isEmpty: Bool { box === NodeAttributeBox.empty }

    /// The explicit identity from `.id(_:)`: global within a scene.
    var id: AnyHashable? {
        get { box.values.id }
        set { update { $0.id = newValue } }
    }
    /// The identity `ForEach` gives each element's view: unique among its siblings.
    var elementID: AnyHashable? {
        get { box.values.elementID }
        set { update { $0.elementID = newValue } }
    }
    /// Render effects, innermost (applied first) first.
    var effects: [RenderEffect] {
        get { box.values.effects }
        set { update { $0.effects = newValue } }
    }
    var transition: AnyTransition? {
        get { box.values.transition }
        set { update { $0.transition = newValue } }
    }
    var zIndex: Double {
        get { box.values.zIndex }
        set { update { $0.zIndex = newValue } }
    }
    /// `.layoutPriority(_:)`: stacks offer space to higher priorities first.
    var layoutPriority: Double {
        get { box.values.layoutPriority }
        set { update { $0.layoutPriority = newValue } }
    }
    var gestures: GestureHandlers {
        get { box.values.gestures }
        set { update { $0.gestures = newValue } }
    }
    /// A name that touch scripts can aim at (`card 3`, `button "New Game"`).
    var target: TargetName? {
        get { box.values.target }
        set { update { $0.target = newValue } }
    }
    /// `.animation(_:value:)`: the animation and the value it watches.
    var implicitAnimation: ImplicitAnimation? {
        get { box.values.implicitAnimation }
        set { update { $0.implicitAnimation = newValue } }
    }
    /// Environment values set for the node and everything under it.
    var environment: EnvironmentChanges {
        get { box.values.environment }
        set { update { $0.environment = newValue } }
    }
    /// Whether the node is a navigation screen covered by another (see ``ScreenLayout``).
    var isCoveredScreen: Bool {
        get { box.values.isCoveredScreen }
        set { update { $0.isCoveredScreen = newValue } }
    }
    /// Whether the laid-out node's children were left out because nothing of them can show (a
    /// navigation screen covered at rest): they neither leave nor arrive by their transitions
    /// when they go and come back, and their animations' values wait for them.
    var isOffstage: Bool {
        get { box.values.isOffstage }
        set { update { $0.isOffstage = newValue } }
    }
    /// `onAppear`, `onDisappear` and `onChange` handlers, innermost first.
    var lifecycle: [LifecycleHandler] {
        get { box.values.lifecycle }
        set { update { $0.lifecycle = newValue } }
    }
    /// The colour scheme the node asks the whole screen to take.
    var preferredColorScheme: ColorScheme? {
        get { box.values.preferredColorScheme }
        set { update { $0.preferredColorScheme = newValue } }
    }
    /// Whether the node is drawn above the whole screen, outside the clips of the views it is
    /// in (a dragged item's lifted copy, which iOS draws in a layer of its own).
    var drawsAboveClips: Bool {
        get { box.values.drawsAboveClips }
        set { update { $0.drawsAboveClips = newValue } }
    }
    /// On the resolved root of an ``EquatableView``'s content: what was made of it, which
    /// layout asks before it measures or places the subtree again (see ``SubtreeMemo``).
    var subtreeMemo: SubtreeMemo? {
        get { box.values.subtreeMemo }
        set { update { $0.subtreeMemo = newValue } }
    }

    /// The name `.coordinateSpace(name:)` gave the node's space, which gestures in it can
    /// report locations in.
    var coordinateSpaceName: AnyHashable? {
        get { box.values.coordinateSpaceName }
        set { update { $0.coordinateSpaceName = newValue } }
    }

    /// Whether these are the attributes of a node that never had one set (a quick test: a
    /// node whose attributes were set back to their defaults is not recognised).
    var isUntouched: Bool { box === NodeAttributeBox.empty }

    /// Changes the values in one step: one new box however many values `change` sets.
    mutating func update(_ change: (inout NodeAttributeValues) -> Void) {
        var values = box.values
        change(&values)
        box = NodeAttributeBox(values)
    }
}

/// The values of ``NodeAttributes``.
struct NodeAttributeValues {
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
    /// See ``NodeAttributes/isCoveredScreen``.
    var isCoveredScreen = false
    /// See ``NodeAttributes/isOffstage``.
    var isOffstage = false
    /// See ``NodeAttributes/subtreeMemo``.
    var subtreeMemo: SubtreeMemo?
    /// See ``NodeAttributes/coordinateSpaceName``.
    var coordinateSpaceName: AnyHashable?
}

/// The immutable box a node's attributes share with its copies.
private final class NodeAttributeBox {
    let values: NodeAttributeValues

    /// The box of a node without attributes, shared by all of them (on every thread: it
    /// holds nothing and never changes).
    nonisolated(unsafe) static let empty = NodeAttributeBox(NodeAttributeValues())

    init(_ values: NodeAttributeValues) {
        self.values = values
    }
}

/// `.animation(_:value:)` on a node.
struct ImplicitAnimation {
    var animation: Animation?
    /// The value whose changes the animation follows; `nil`: every change.
    var value: AnyHashable?
}

/// An `Equatable` value as a `Hashable` one, all of one hash: for comparing, not for sets.
struct EquatableValue: Hashable {
    private let value: Any
    private let equals: (Any) -> Bool

    init<Value: Equatable>(_ value: Value) {
        self.value = value
        self.equals = { ($0 as? Value) == value }
    }

    static func == (lhs: EquatableValue, rhs: EquatableValue) -> Bool { lhs.equals(rhs.value) }

    func hash(into hasher: inout Hasher) {}
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
