/// Turns laid-out target trees into what is on screen at a moment: every animatable value
/// (frames, effects, shape data, colours, custom modifiers' data) passes through the
/// animator; views that arrive or leave inside an animation run their transitions; views
/// that leave stay on screen as ghosts until their removal transition ends.
///
/// Views are kept by the numbers of their identities (``IdentityTable``), given once per
/// built tree: a frame in motion hashes no identity string.
final class Presenter {
    let animator = Animator()
    let layout = LayoutEngine()
    /// The numbers of the identities this presenter has met.
    let identities = IdentityTable()

    /// What the passes showed of each identity, by number: for spotting arrivals and departures.
    var records: [ShownRecord] = []
    /// The numbers of the identities the last pass showed, and those this pass has shown so far.
    var shownNumbers: [Int] = []
    var seenNumbers: [Int] = []
    /// Counts the passes; a record of this pass is a view seen now, of the one before a view shown last time.
    var pass = 0
    var ghosts: [Ghost] = []
    private var implicitValues: [Int: AnyHashable] = [:]
    var isFirstPass = true
    /// Whether the last pass found every value at its target and no view leaving: presenting
    /// the same laid-out tree again, later, gives the same tree.
    private(set) var isAtRest = false
    /// The bodies of custom modifiers laid out since the laid-out tree was last built, by
    /// identity number, with the data and size they were laid out at: a modifier at rest is
    /// not built again every frame. ``forgetModifierBodies()`` empties it when the tree changes.
    private var modifierBodies: [Int: ModifierBody] = [:]

    /// The presented tree at `time` of the target tree `root`, with the changes since the last
    /// pass made in `transaction`.
    func present(_ root: LaidOutNode, at time: Double, transaction: Transaction) -> LaidOutNode {
        pass += 1
        ghosts.removeAll { animator.isSettled($0.progressKey, at: time) }
        let presented = walk(root, parent: -1, index: 0, origins: (.zero, .zero), time: time, transaction: transaction)
        retireDeparted(at: time, transaction: transaction)
        swap(&shownNumbers, &seenNumbers)
        seenNumbers.removeAll(keepingCapacity: true)
        if !implicitValues.isEmpty { implicitValues = implicitValues.filter { wasSeen($0.key) } }
        isFirstPass = false
        let ghostKeys = Set(ghosts.map(\.progressKey))
        isAtRest = !animator.sawMotion && ghosts.isEmpty
        animator.endPass { ghostKeys.contains($0) }
        return presented
    }

    /// The tree `laidOut`, just built, with the numbers of its identities.
    func numbered(_ laidOut: LaidOutNode) -> LaidOutNode {
        var numbered = laidOut
        numbered.numberIdentities(in: identities)
        return numbered
    }

    /// What a pass showed of one identity.
    struct ShownRecord {
        /// The pass that showed it last.
        var pass = -1
        var node: LaidOutNode?
        /// The number of its parent's identity; -1 for the root.
        var parent = -1
        var index = 0
        /// The transaction the node's changes were made in, in the pass that showed it.
        var transaction = Transaction()
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
        /// The number of its parent's identity.
        var parent: Int
        var index: Int
        var transition: AnyTransition
        var progressKey: AnimationKey
    }
}

extension Presenter {
    /// Whether this pass has shown the view of identity `number`.
    func wasSeen(_ number: Int) -> Bool {
        number >= 0 && number < records.count && records[number].pass == pass
    }

    /// Whether the last pass showed the view of identity `number` (and this one has not yet).
    func wasShownLastPass(_ number: Int) -> Bool {
        number >= 0 && number < records.count && records[number].pass == pass - 1
    }

    /// The number of `node`'s identity, handed out now if the node was not numbered.
    func number(of node: LaidOutNode) -> Int {
        node.identityNumber >= 0 ? node.identityNumber : identities.number(of: node.identity)
    }

    /// Notes that this pass showed `node` (presented) under `parent` at `index`.
    fileprivate func record(_ node: LaidOutNode, number: Int, parent: Int, index: Int, transaction: Transaction) {
        if records.count <= number {
            records.append(contentsOf: repeatElement(ShownRecord(), count: identities.count - records.count))
        }
        records[number] = ShownRecord(pass: pass, node: node, parent: parent, index: index, transaction: transaction)
        seenNumbers.append(number)
    }
}

extension Presenter {
    /// One node: its transaction, frame, effects and content presented, then its children.
    private func walk(_ original: LaidOutNode, parent: Int, index: Int, origins: (target: Point, presented: Point),
                      time: Double, transaction inherited: Transaction) -> LaidOutNode {
        var presented = original
        var id = number(of: original)
        let isRenamed = wasSeen(id)
        if isRenamed {
            // Two views claim one identity in this frame: the later one is told apart by its place.
            presented.identity += "~" + (parent >= 0 ? identities.name(of: parent) : "") + "/\(index)"
            id = identities.number(of: presented.identity)
        }
        presented.identityNumber = id
        let transaction = effectiveTransaction(for: original, number: id, inherited: inherited)
        let targetOrigin = Point(x: origins.target.x + original.frame.minX, y: origins.target.y + original.frame.minY)
        let global = animator.presentAnimatable(AnimationKey(id, .frame), target: Rect(origin: targetOrigin, size: original.frame.size),
                                      time: time, animation: transaction.animation)
        // Text takes its new size at once, as SwiftUI's does: a line squeezed mid-animation would wrap.
        let size = if case .text = original.content { original.frame.size } else { global.size }
        presented.frame = Rect(origin: Point(x: global.minX - origins.presented.x, y: global.minY - origins.presented.y), size: size)
        presentEffects(&presented, number: id, time: time, animation: transaction.animation)
        presentContent(&presented, number: id, laidOut: original, keepsIdentity: !isRenamed, time: time, transaction: transaction)
        applyArrival(&presented, number: id, parent: parent, time: time, transaction: transaction)
        // A custom modifier's body is laid out again at the size on screen every frame: its
        // views follow the frame on screen rather than animating toward their own targets.
        let followsScreen = if case .custom = presented.content { true } else { false }
        let childOrigins = (target: followsScreen ? global.origin : targetOrigin, presented: global.origin)
        presented.children = presentChildren(presented.children, of: id, origins: childOrigins, time: time, transaction: transaction)
        record(presented, number: id, parent: parent, index: index, transaction: transaction)
        return presented
    }

    /// The children of the node of identity `parent`, walked in order (by index: no copy of
    /// each child's node on the way), with the ghosts of its departed children among them.
    private func presentChildren(_ unwalked: [LaidOutNode], of parent: Int, origins: (target: Point, presented: Point),
                                 time: Double, transaction: Transaction) -> [LaidOutNode] {
        var children: [LaidOutNode] = []
        children.reserveCapacity(unwalked.count)
        for offset in unwalked.indices {
            children.append(walk(unwalked[offset], parent: parent, index: offset, origins: origins, time: time, transaction: transaction))
        }
        insertGhosts(of: parent, into: &children, time: time)
        return children
    }

    /// The node's effects with their animatable data on screen.
    private func presentEffects(_ node: inout LaidOutNode, number: Int, time: Double, animation: Animation?) {
        guard !node.attributes.effects.isEmpty else { return }
        node.attributes.effects = node.attributes.effects.enumerated().map { offset, effect in
            effect.with(animator.present(AnimationKey(number, .effect(offset)), target: effect.animatableData, time: time, animation: animation))
        }
    }

    /// The inherited transaction, or the node's implicit animation when its value changed.
    private func effectiveTransaction(for node: LaidOutNode, number: Int, inherited: Transaction) -> Transaction {
        guard let implicit = node.attributes.implicitAnimation else { return inherited }
        let previous = implicitValues.updateValue(implicit.value, forKey: number)
        guard let previous, previous != implicit.value else { return inherited }
        return Transaction(animation: implicit.animation)
    }

    /// Shape data, colours and custom modifiers' data, each animated; a custom modifier's body
    /// is rebuilt with its data on screen and laid out again in the presented frame. `laidOut`
    /// is the node as layout left it; `keepsIdentity` whether the presented node has its identity.
    private func presentContent(_ node: inout LaidOutNode, number id: Int, laidOut: LaidOutNode, keepsIdentity: Bool,
                                time: Double, transaction: Transaction) {
        let animation = transaction.animation
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
            let target = keepsIdentity ? (data: data, size: laidOut.frame.size, body: laidOut.children.first) : nil
            node.children = [modifierBody(current, data: presentedData, content: content, of: node, number: id, laidOut: target)]
        default:
            break
        }
    }
}

extension Presenter {
    /// The body of `modifier` (whose animatable data is `data`) around `content`, laid out in
    /// `node`'s frame; the one laid out last time when neither the data nor the size changed,
    /// or the one layout made (`laidOut`) when the data and size on screen are its targets.
    fileprivate func modifierBody(_ modifier: AnyViewModifier, data: any VectorArithmetic, content: ViewNode,
                                  of node: LaidOutNode, number: Int,
                                  laidOut: (data: any VectorArithmetic, size: Size, body: LaidOutNode?)?) -> LaidOutNode {
        let size = node.frame.size
        if let last = modifierBodies[number], last.size == size, AnyVector.equal(last.data, data) { return last.body }
        let body: LaidOutNode
        if let laidOut, let made = laidOut.body, laidOut.size == size, AnyVector.equal(laidOut.data, data) {
            // Layout built this very body (same modifier data, content, size, identity and environment).
            body = made
        } else {
            body = numbered(layout.placeModifierBody(modifier, content: content, in: Rect(origin: .zero, size: size),
                                                     identity: node.identity, environment: node.environment))
        }
        modifierBodies[number] = ModifierBody(data: data, size: size, body: body)
        return body
    }
}
