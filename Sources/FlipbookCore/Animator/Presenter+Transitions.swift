extension Presenter {
    /// A view that was not on screen and whose parent was arrives by its transition, when the
    /// change that brought it animates.
    func applyArrival(_ node: inout LaidOutNode, number: Int, parent: Int, time: Double, transaction: Transaction) {
        let key = AnimationKey(number, .arrival)
        // Views of a screen offstage last time come back with it, not by their transitions.
        if !isFirstPass, !wasShownLastPass(number), wasShownLastPass(parent), !wasOffstage(parent),
           let animation = transaction.animation {
            animator.start(key, from: 0.0, to: 1.0, time: time, animation: animation)
        }
        // A view with no arrival under way is all there (progress 1).
        guard let progress = animator.presentStarted(key, time: time), progress < 1 else { return }
        let transition = node.attributes.transition ?? .opacity
        node.attributes.effects += transition.effects(progress: progress, size: node.frame.size, isRemoval: false)
            + transition.modifiers(progress: progress, isRemoval: false).flatMap { $0.effectsOnContent() }
    }

    /// Views shown last time and gone now leave as ghosts when the change animates; views
    /// whose parent also left go with it.
    func retireDeparted(at time: Double, transaction: Transaction) {
        let departed = shownNumbers.filter { !wasSeen($0) }.sorted(by: departureOrder)
        for id in departed {
            guard let old = records[id].node else { continue }
            // The record of a view gone keeps no tree alive.
            records[id].node = nil
            (records[id].isOffstage, records[id].isCoveredScreen) = (false, false)
            // The parent's transaction this pass carries its implicit animation, if any. Views
            // of a screen gone offstage go with no ghost: nothing of them could show.
            let parent = records[id].parent
            guard wasSeen(parent), !wasOffstage(parent),
                  let animation = records[parent].transaction.animation ?? transaction.animation else { continue }
            let key = AnimationKey(id, .departure)
            animator.start(key, from: 1.0, to: 0.0, time: time, animation: animation)
            // Views inside that are still on screen elsewhere (same id) flew there: no ghost of them.
            guard var node = old.removingDescendants(where: { $0.identity.hasPrefix("#") && wasSeen(number(of: $0)) }) else { continue }
            node.disableTouches()
            ghosts.append(Ghost(node: node, parent: parent, index: records[id].index,
                                transition: old.attributes.transition ?? AnyTransition.opacity, progressKey: key))
        }
    }

    /// The order departed views retire in: by their parent's identity, their place, their identity.
    private func departureOrder(_ left: Int, _ right: Int) -> Bool {
        func name(_ number: Int) -> String { number >= 0 ? identities.name(of: number) : "" }
        let a = records[left], b = records[right]
        return (name(a.parent), a.index, name(left)) < (name(b.parent), b.index, name(right))
    }

    /// Puts the ghosts of `parent`'s departed children back among its children, at their old
    /// places, with their removal transition at its progress now.
    func insertGhosts(of parent: Int, into children: inout [LaidOutNode], time: Double) {
        for ghost in ghosts where ghost.parent == parent {
            // The subtree now shows a view that is not in its laid-out nodes.
            disturbances &+= 1
            let progress = animator.present(ghost.progressKey, target: 0.0, time: time, animation: nil)
            var node = ghost.node
            // Not the view of its identity (that may be back on screen already): unnumbered,
            // so no display node made of it is kept for the identity (see ``DisplayMemo``).
            node.identityNumber = -1
            node.attributes.effects += ghost.transition.effects(progress: progress, size: node.frame.size, isRemoval: true)
                + ghost.transition.modifiers(progress: progress, isRemoval: true).flatMap { $0.effectsOnContent() }
            children.insert(node, at: min(ghost.index, children.count))
        }
    }
}

extension LaidOutNode {
    /// The node without the subtrees whose root satisfies `matches`; `nil` when the node
    /// itself matches.
    func removingDescendants(where matches: (LaidOutNode) -> Bool) -> LaidOutNode? {
        guard !matches(self) else { return nil }
        var copy = self
        copy.children = children.compactMap { $0.removingDescendants(where: matches) }
        return copy
    }

    /// A leaving view takes no more taps and no script aims at it.
    mutating func disableTouches() {
        attributes.gestures = GestureHandlers()
        attributes.target = nil
        children = children.map { child in
            var copy = child
            copy.disableTouches()
            return copy
        }
    }
}

@MainActor extension AnyViewModifier {
    /// The effects the modifier's body applies to its content (`content.opacity(…)`,
    /// `content.rotationEffect(…)`); other views the body adds are not drawn by transitions.
    func effectsOnContent() -> [RenderEffect] {
        var marker = ViewNode(kind: .spacer(minLength: -1))
        marker.structuralName = "flipbook.transition-content"
        return resolve(content: marker).findMarker()?.attributes.effects ?? []
    }
}

extension ViewNode {
    fileprivate func findMarker() -> ViewNode? {
        if structuralName == "flipbook.transition-content", case .spacer(-1) = kind { return self }
        for child in children {
            if let found = child.findMarker() { return found }
        }
        return nil
    }
}
