extension Presenter {
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
        /// Where the node's parent was, on its way and on screen, in that pass.
        var origins = Origins(target: .zero, presented: .zero)
        /// Whether nothing in the subtree moved, left or arrived in that pass, and no identity
        /// in it was claimed twice: presented again from the same laid-out nodes in the same
        /// place, later, it is the same.
        var isQuiet = false
        /// Where the subtree's identities begin in the pass's list of identities seen
        /// (`seenNumbers`, children before their parent), and where the node's own is.
        var start = 0
        var position = 0
        /// How many animator tracks the subtree's values have.
        var trackCount = 0
        /// The last pass that showed the subtree as it was, without presenting it again.
        var reusedPass = -1
        /// The node's ``LaidOutNode/keptLayout`` when the pass walked it.
        var keptLayout = 0
        /// The display node made of `node` for a frame (see ``DisplayMemo``).
        var display: DisplayNode?
        /// The node's ``NodeAttributes/isOffstage`` and ``NodeAttributes/isCoveredScreen``,
        /// read by every node's walk: kept here, they are read without copying the record.
        var isOffstage = false
        var isCoveredScreen = false
    }

    /// Where a node's parent is: its target origin and its origin on screen, in screen coordinates.
    struct Origins: Equatable {
        var target: CGPoint
        var presented: CGPoint
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

    /// Notes that this pass showed `record.node` (presented), whose subtree's identities begin
    /// at `record.start` in the list of those seen.
    func record(_ record: consuming ShownRecord, number: Int) {
        if records.count <= number {
            records.append(contentsOf: repeatElement(ShownRecord(), count: identities.count - records.count))
        }
        record.position = seenNumbers.count
        record.isOffstage = record.node?.attributes.isOffstage ?? false
        record.isCoveredScreen = record.node?.attributes.isCoveredScreen ?? false
        records[number] = record
        seenNumbers.append(number)
    }
}
