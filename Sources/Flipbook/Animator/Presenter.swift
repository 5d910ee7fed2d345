/// Turns laid-out target trees into what is on screen at a moment: every animatable value
/// (frames, effects, shape data, colours, custom modifiers' data) passes through the
/// animator; views that arrive or leave inside an animation run their transitions; views
/// that leave stay on screen as ghosts until their removal transition ends.
final class Presenter {
    let animator = Animator()
    let layout = LayoutEngine()

    /// What the last pass showed of each identity, for spotting arrivals and departures.
    var shown: [String: ShownNode] = [:]
    var seen: [String: ShownNode] = [:]
    var ghosts: [Ghost] = []
    private var implicitValues: [String: AnyHashable] = [:]
    var isFirstPass = true
    /// Whether the last pass found every value at its target and no view leaving: presenting
    /// the same laid-out tree again, later, gives the same tree.
    private(set) var isAtRest = false
    /// The bodies of custom modifiers laid out since the laid-out tree was last built, by
    /// identity, with the data and size they were laid out at: a modifier at rest is not
    /// built again every frame. ``forgetModifierBodies()`` empties it when the tree changes.
    private var modifierBodies: [String: ModifierBody] = [:]

    /// The presented tree at `time` of the target tree `root`, with the changes since the last
    /// pass made in `transaction`.
    func present(_ root: LaidOutNode, at time: Double, transaction: Transaction) -> LaidOutNode {
        seen = [:]
        ghosts.removeAll { animator.isSettled($0.progressKey, at: time) }
        let presented = walk(root, parent: nil, index: 0, origins: (.zero, .zero), time: time, transaction: transaction)
        retireDeparted(at: time, transaction: transaction)
        shown = seen
        implicitValues = implicitValues.filter { seen[$0.key] != nil }
        isFirstPass = false
        let ghostKeys = Set(ghosts.map(\.progressKey))
        isAtRest = !animator.sawMotion && ghosts.isEmpty
        animator.endPass { ghostKeys.contains($0) }
        return presented
    }

    struct ShownNode {
        var node: LaidOutNode
        var parent: String?
        var index: Int
        /// The transaction the node's changes were made in, in the pass that showed it.
        var transaction: Transaction
    }

    struct ModifierBody {
        var data: any VectorArithmetic
        var size: Size
        var body: LaidOutNode
    }

    /// Forgets the custom modifiers' bodies laid out so far: the views were built afresh, so
    /// their content, state or environment may have changed.
    func forgetModifierBodies() {
        modifierBodies.removeAll(keepingCapacity: true)
    }

    struct Ghost {
        var node: LaidOutNode
        var parent: String
        var index: Int
        var transition: AnyTransition
        var progressKey: AnimationKey
    }
}

extension Presenter {
    /// One node: its transaction, frame, effects and content presented, then its children.
    private func walk(_ original: LaidOutNode, parent: String?, index: Int, origins: (target: Point, presented: Point),
                      time: Double, transaction inherited: Transaction) -> LaidOutNode {
        var node = original
        if seen[node.identity] != nil {
            // Two views claim one identity in this frame: the later one is told apart by its place.
            node.identity += "~" + (parent ?? "") + "/\(index)"
        }
        let id = node.identity
        let transaction = effectiveTransaction(for: node, inherited: inherited)
        var presented = node
        let targetOrigin = Point(x: origins.target.x + node.frame.minX, y: origins.target.y + node.frame.minY)
        let global = animator.presentAnimatable(AnimationKey(id, .frame), target: Rect(origin: targetOrigin, size: node.frame.size),
                                      time: time, animation: transaction.animation)
        // Text takes its new size at once, as SwiftUI's does: a line squeezed mid-animation would wrap.
        let size = if case .text = node.content { node.frame.size } else { global.size }
        presented.frame = Rect(origin: Point(x: global.minX - origins.presented.x, y: global.minY - origins.presented.y), size: size)
        presented.attributes.effects = node.attributes.effects.enumerated().map { offset, effect in
            effect.with(animator.present(AnimationKey(id, .effect(offset)), target: effect.animatableData, time: time, animation: transaction.animation))
        }
        presentContent(&presented, time: time, transaction: transaction)
        applyArrival(&presented, parent: parent, time: time, transaction: transaction)
        // A custom modifier's body is laid out again at the size on screen every frame: its
        // views follow the frame on screen rather than animating toward their own targets.
        let followsScreen = if case .custom = presented.content { true } else { false }
        let childOrigins = (target: followsScreen ? global.origin : targetOrigin, presented: global.origin)
        var children = presented.children.enumerated().map { offset, child in
            walk(child, parent: id, index: offset, origins: childOrigins, time: time, transaction: transaction)
        }
        insertGhosts(of: id, into: &children, time: time)
        presented.children = children
        seen[id] = ShownNode(node: presented, parent: parent, index: index, transaction: transaction)
        return presented
    }

    /// The inherited transaction, or the node's implicit animation when its value changed.
    private func effectiveTransaction(for node: LaidOutNode, inherited: Transaction) -> Transaction {
        guard let implicit = node.attributes.implicitAnimation else { return inherited }
        let previous = implicitValues.updateValue(implicit.value, forKey: node.identity)
        guard let previous, previous != implicit.value else { return inherited }
        return Transaction(animation: implicit.animation)
    }

    /// Shape data, colours and custom modifiers' data, each animated; a custom modifier's body
    /// is rebuilt with its data on screen and laid out again in the presented frame.
    private func presentContent(_ node: inout LaidOutNode, time: Double, transaction: Transaction) {
        let id = node.identity, animation = transaction.animation
        switch node.content {
        case var .shape(drawing):
            drawing.shape = drawing.shape.with(animator.present(AnimationKey(id, .shape), target: drawing.shape.baseAnimatableData, time: time, animation: animation))
            if case let .color(color)? = drawing.paint {
                drawing.paint = .color(animator.presentAnimatable(AnimationKey(id, .paint), target: color, time: time, animation: animation))
            }
            node.content = .shape(drawing)
        case let .color(color):
            node.content = .color(animator.presentAnimatable(AnimationKey(id, .color), target: color, time: time, animation: animation))
        case let .custom(modifier, content):
            guard let data = modifier.animatableData else { break }
            let presentedData = animator.present(AnimationKey(id, .modifier), target: data, time: time, animation: animation)
            let current = modifier.with(presentedData)
            node.content = .custom(current, content: content)
            node.children = [modifierBody(current, data: presentedData, content: content, of: node)]
        default:
            break
        }
    }
}

extension Presenter {
    /// The body of `modifier` (whose animatable data is `data`) around `content`, laid out in
    /// `node`'s frame; the one laid out last time when neither the data nor the size changed.
    fileprivate func modifierBody(_ modifier: AnyViewModifier, data: any VectorArithmetic, content: ViewNode,
                                  of node: LaidOutNode) -> LaidOutNode {
        let id = node.identity, size = node.frame.size
        if let last = modifierBodies[id], last.size == size, AnyVector.equal(last.data, data) { return last.body }
        let body = layout.placeModifierBody(modifier, content: content, in: Rect(origin: .zero, size: size),
                                            identity: id, environment: node.environment)
        modifierBodies[id] = ModifierBody(data: data, size: size, body: body)
        return body
    }
}
