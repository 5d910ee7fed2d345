/// Tells layout which covered screens stood still in the last frame: a navigation screen
/// covered at rest is not laid out (see ``ScreenLayout``). The player's presenter answers.
@MainActor protocol RestingSubtrees: AnyObject {
    /// Whether the view of `identity` was on screen in the last frame as a covered navigation
    /// screen, and nothing in its subtree moved, arrived or left then.
    func restedCoveredInLastFrame(_ identity: String) -> Bool
}

extension Presenter: RestingSubtrees {
    func restedCoveredInLastFrame(_ identity: String) -> Bool {
        guard let number = identities.existingNumber(of: identity), number < records.count else { return false }
        return records[number].pass == pass && records[number].isQuiet && records[number].isCoveredScreen
    }

    /// Keeps the animations' values of an offstage screen's views while it is offstage, and
    /// gives them back when it comes back on (see ``NodeAttributes/isOffstage``): returning, its
    /// views move from where they stood, with it, as if they had never left. Called for the
    /// node of identity `number`, laid out as `node`, before its children are presented.
    func parkOrUnparkValues(of node: LaidOutNode, number: Int) {
        if node.attributes.isOffstage, !wasOffstage(number), wasShownLastPass(number) {
            animator.park(Set(shownNumbers[records[number].start..<records[number].position]), for: number)
        } else if isComingBack(node, number: number) {
            animator.unpark(for: number)
        }
    }

    /// Whether the view of identity `number`, laid out as `node`, comes back from offstage in
    /// this pass (its children left out last time, laid out now).
    func isComingBack(_ node: LaidOutNode, number: Int) -> Bool {
        !node.attributes.isOffstage && wasOffstage(number)
    }

    /// When the view of identity `number`, laid out as `node` with its frame going to `target`
    /// (screen coordinates), comes back from offstage in this pass: how far its screen moves in
    /// it, from where the frame stood while covered to `target`; else `nil`. Asked before the
    /// frame is presented. Its views that must move start at their new frames shifted by as
    /// much, where layout would have put them while covered (the presenter's walk).
    func shiftSinceCovered(of node: LaidOutNode, number: Int, target: CGRect) -> CGPoint? {
        guard isComingBack(node, number: number),
              let covered = animator.target(of: AnimationKey(number, .frame), like: target) else { return nil }
        return CGPoint(x: covered.minX - target.minX, y: covered.minY - target.minY)
    }

    /// Whether the view of identity `number` left its children out in the pass that showed it
    /// last (see ``NodeAttributes/isOffstage``).
    func wasOffstage(_ number: Int) -> Bool {
        number >= 0 && number < records.count && records[number].isOffstage
    }
}

/// Held weakly: laid-out nodes keep their environment, and the presenter keeps them.
private struct WeakRestingSubtrees: Equatable {
    weak var source: RestingSubtrees?

    static func == (first: Self, second: Self) -> Bool { first.source === second.source }
}

private struct RestingSubtreesKey: EnvironmentKey {
    static var defaultValue: WeakRestingSubtrees { WeakRestingSubtrees() }
}

extension EnvironmentValues {
    /// What tells layout which subtrees stood still in the last frame; `nil` outside a player.
    var restingSubtrees: RestingSubtrees? {
        get {
            // What layout does with it depends on the last frame: a subtree that asks is not kept.
            SceneEffects.note()
            return self[RestingSubtreesKey.self].source
        }
        set { self[RestingSubtreesKey.self] = WeakRestingSubtrees(source: newValue) }
    }
}

extension ViewNode {
    /// Whether a view under this node has its body evaluated during layout: a
    /// `GeometryReader`'s content, a custom modifier's body, a view not yet resolved.
    var resolvesDuringLayout: Bool {
        switch kind {
        case .geometryReader, .custom, .view: true
        default: children.contains { $0.resolvesDuringLayout }
        }
    }
}
