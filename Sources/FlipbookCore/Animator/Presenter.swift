/// Turns laid-out target trees into what is on screen at a moment: every animatable value
/// (frames, effects, shape data, colours, custom modifiers' data) passes through the
/// animator; views that arrive or leave inside an animation run their transitions; views
/// that leave stay on screen as ghosts until their removal transition ends.
///
/// Views are kept by the numbers of their identities (``IdentityTable``), given once per
/// built tree: a frame in motion hashes no identity string.
@MainActor final class Presenter {
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
    /// Counts the trees built (``forgetModifierBodies()``), and the count the last pass presented:
    /// a pass of the same count presents the very tree the last one did.
    private var treeGeneration = 0
    private var lastPassGeneration = -1
    /// Whether a subtree presented last time that nothing moved in, presented again from the
    /// same laid-out nodes, is taken as it was (``reusedSubtree(_:origins:)``); off, every pass
    /// walks the whole tree (tests compare the two).
    var reusesSubtrees = true
    /// How many subtrees passes took as they were (for tests).
    var subtreesReused = 0
    /// Counts what makes a subtree's presentation depend on more than its own laid-out nodes:
    /// a ghost put among its children, an identity claimed twice (never reset).
    var disturbances = 0
    var ghosts: [Ghost] = []
    /// The identities whose subtrees hold a ghost's parent this pass (each ghost's parent and
    /// its ancestors): they are walked, to put the ghosts among their children.
    var ghostHolders: Set<Int> = []
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
        ghostHolders = holders(of: ghosts.map(\.parent))
        ghosts.removeAll { animator.isSettled($0.progressKey, at: time) }
        let sameTree = treeGeneration == lastPassGeneration
        lastPassGeneration = treeGeneration
        let presented = walk(root, parent: -1, index: 0, origins: Origins(target: .zero, presented: .zero), time: time,
                             transaction: transaction, sameInput: sameTree && reusesSubtrees)
        retireDeparted(at: time, transaction: transaction)
        animator.forgetParked { !wasSeen($0) }
        swap(&shownNumbers, &seenNumbers)
        seenNumbers.removeAll(keepingCapacity: true)
        if !implicitValues.isEmpty { implicitValues = implicitValues.filter { wasSeen($0.key) } }
        isFirstPass = false
        let ghostKeys = Set(ghosts.map(\.progressKey))
        isAtRest = !animator.sawMotion && ghosts.isEmpty
        animator.endPass { ghostKeys.contains($0) || wasReused($0.identity) }
        return presented
    }

    /// The tree `laidOut`, just built, with the numbers of its identities.
    func numbered(_ laidOut: LaidOutNode) -> LaidOutNode {
        var numbered = laidOut
        numbered.numberIdentities(in: identities)
        return numbered
    }

    struct ModifierBody {
        var data: any VectorArithmetic
        var size: CGSize
        var body: LaidOutNode
        /// The last pass that used the body.
        var lastUsed: Int
    }

    /// Forgets the custom modifiers' bodies laid out so far: the views were built afresh, so
    /// their content, state or environment may have changed; the next pass presents a new tree.
    func forgetModifierBodies() {
        modifierBodies.removeAll(keepingCapacity: true)
        treeGeneration += 1
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
    /// One node: its transaction, frame, effects and content presented, then its children.
    /// `sameInput`: the laid-out subtree is the one the last pass presented. `returnShift`:
    /// the node is in a screen coming back from offstage in this pass (see
    /// ``parkOrUnparkValues(of:number:)``), which moved by that much since it went.
    private func walk(_ original: LaidOutNode, parent: Int, index: Int, origins: Origins,
                      time: Double, transaction inherited: Transaction, sameInput: Bool,
                      returnShift: CGPoint? = nil) -> LaidOutNode {
        var id = number(of: original)
        if sameInput, let reused = reusedSubtree(id, origins: origins) { return reused }
        let mark = (disturbances: disturbances &+ animator.motionCount, tracks: animator.visitedCount, start: seenNumbers.count)
        var presented = original
        let isRenamed = wasSeen(id)
        if isRenamed {
            // Two views claim one identity in this frame: the later one is told apart by its place.
            presented.identity += "~" + (parent >= 0 ? identities.name(of: parent) : "") + "/\(index)"
            id = identities.number(of: presented.identity)
            disturbances &+= 1
        }
        presented.identityNumber = id
        let transaction = effectiveTransaction(for: original, number: id, inherited: inherited)
        let targetOrigin = CGPoint(x: origins.target.x + original.frame.minX, y: origins.target.y + original.frame.minY)
        let frameKey = AnimationKey(id, .frame), targetFrame = CGRect(origin: targetOrigin, size: original.frame.size)
        let screenShift = shiftSinceCovered(of: original, number: id, target: targetFrame)
        // A view coming back from offstage moves in with its screen from where it would have
        // been laid out while covered: its new frame, shifted as the screen was.
        let shiftedBack = returnShift.map { CGRect(origin: CGPoint(x: targetOrigin.x + $0.x, y: targetOrigin.y + $0.y), size: targetFrame.size) }
        let global = animator.presentAnimatable(frameKey, target: targetFrame, time: time, animation: transaction.animation, from: shiftedBack)
        // Text takes its new size at once, as SwiftUI's does: a line squeezed mid-animation would wrap.
        let size = if case .text = original.content { original.frame.size } else { global.size }
        presented.frame = CGRect(origin: CGPoint(x: global.minX - origins.presented.x, y: global.minY - origins.presented.y), size: size)
        // Its other values changed while it was offstage would have taken the change unseen: they jump.
        let ownTransaction = returnShift == nil ? transaction : Transaction()
        presentEffects(&presented, number: id, time: time, animation: ownTransaction.animation)
        let sameBody = presentContent(&presented, number: id, laidOut: original, keepsIdentity: !isRenamed, time: time,
                                      transaction: ownTransaction)
        applyArrival(&presented, number: id, parent: parent, time: time, transaction: transaction)
        parkOrUnparkValues(of: original, number: id)
        // A custom modifier's body is laid out again at the size on screen every frame: its
        // views follow the frame on screen rather than animating toward their own targets.
        let followsScreen = if case .custom = presented.content { true } else { false }
        let childOrigins = Origins(target: followsScreen ? global.origin : targetOrigin, presented: global.origin)
        // Children an equatable view kept from the layout the last pass walked are those nodes
        // (unless they are a custom modifier's body, built again at the data on screen).
        let keptChildren = !isRenamed && keepsLayout(of: original, number: id)
        presented.children = presentChildren(presented.children, of: id, origins: childOrigins, time: time, transaction: transaction,
                                              sameInput: (sameInput || keptChildren) && sameBody, returnShift: returnShift ?? screenShift)
        let isQuiet = mark.disturbances == disturbances &+ animator.motionCount
        record(ShownRecord(pass: pass, node: presented, parent: parent, index: index, transaction: transaction, origins: origins,
                           isQuiet: isQuiet, start: mark.start, trackCount: animator.visitedCount - mark.tracks,
                           keptLayout: original.keptLayout), number: id)
        return presented
    }

    /// The children of the node of identity `parent`, walked in order (by index: no copy of
    /// each child's node on the way), with the ghosts of its departed children among them.
    private func presentChildren(_ unwalked: [LaidOutNode], of parent: Int, origins: Origins,
                                 time: Double, transaction: Transaction, sameInput: Bool, returnShift: CGPoint?) -> [LaidOutNode] {
        var children: [LaidOutNode] = []
        children.reserveCapacity(unwalked.count)
        for offset in unwalked.indices {
            children.append(walk(unwalked[offset], parent: parent, index: offset, origins: origins, time: time,
                                 transaction: transaction, sameInput: sameInput, returnShift: returnShift))
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
        guard let value = implicit.value else { return Transaction(animation: implicit.animation) }
        let previous = implicitValues.updateValue(value, forKey: number)
        guard let previous, previous != value else { return inherited }
        return Transaction(animation: implicit.animation)
    }

    /// Shape data, colours and custom modifiers' data, each animated; a custom modifier's body
    /// is rebuilt with its data on screen and laid out again in the presented frame. `laidOut`
    /// is the node as layout left it; `keepsIdentity` whether the presented node has its identity.
    /// Returns whether the node's children are those the last pass presented (a custom
    /// modifier's body built again is not).
    private func presentContent(_ node: inout LaidOutNode, number id: Int, laidOut: LaidOutNode, keepsIdentity: Bool,
                                time: Double, transaction: Transaction) -> Bool {
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
            let body = modifierBody(current, data: presentedData, content: content, of: node, number: id, laidOut: target)
            node.children = [body.node]
            return body.isLastPasses
        default:
            break
        }
        return true
    }
}

extension Presenter {
    /// The body of `modifier` (whose animatable data is `data`) around `content`, laid out in
    /// `node`'s frame; the one laid out last time when neither the data nor the size changed,
    /// or the one layout made (`laidOut`) when the data and size on screen are its targets; and
    /// whether it is the body the last pass used.
    fileprivate func modifierBody(_ modifier: AnyViewModifier, data: any VectorArithmetic, content: ViewNode,
                                  of node: LaidOutNode, number: Int,
                                  laidOut: (data: any VectorArithmetic, size: CGSize, body: LaidOutNode?)?)
        -> (node: LaidOutNode, isLastPasses: Bool) {
        let size = node.frame.size
        if let last = modifierBodies[number], last.size == size, AnyVector.equal(last.data, data) {
            modifierBodies[number]?.lastUsed = pass
            return (last.body, last.lastUsed == pass - 1)
        }
        let body: LaidOutNode
        if let laidOut, let made = laidOut.body, laidOut.size == size, AnyVector.equal(laidOut.data, data) {
            // Layout built this very body (same modifier data, content, size, identity and environment).
            body = made
        } else {
            body = numbered(layout.placeModifierBody(modifier, content: content, in: CGRect(origin: .zero, size: size),
                                                     identity: node.identity, environment: node.environment))
        }
        modifierBodies[number] = ModifierBody(data: data, size: size, body: body, lastUsed: pass)
        return (body, false)
    }
}
