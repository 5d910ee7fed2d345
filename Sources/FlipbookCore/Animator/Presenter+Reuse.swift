extension Presenter {
    /// The subtree of identity `number` as the last pass presented it, when presenting it
    /// again would give the same: the caller knows its laid-out nodes are those of the last
    /// pass, and here it is checked that nothing in it moved, arrived or left then, that no
    /// ghost goes among its views (``ghostHolders``), and that its parent is where it was.
    /// Its identities count as seen and its tracks as asked for; `nil` when it must be walked.
    ///
    /// A frame in motion so walks only what moves: the cards flying, not the table at rest,
    /// nor the rest of the screen while a view leaves.
    func reusedSubtree(_ number: Int, origins: Origins) -> LaidOutNode? {
        guard number >= 0, number < records.count, !ghostHolders.contains(number) else { return nil }
        // The record is read field by field: bound whole, it would be copied, node and all.
        guard records[number].pass == pass - 1, records[number].isQuiet, records[number].origins == origins,
              let node = records[number].node else { return nil }
        let identities = shownNumbers[records[number].start...records[number].position]
        let shift = seenNumbers.count - records[number].start
        for identity in identities {
            records[identity].pass = pass
            records[identity].reusedPass = pass
            records[identity].start += shift
            records[identity].position += shift
        }
        seenNumbers.append(contentsOf: identities)
        animator.countVisited(records[number].trackCount)
        subtreesReused += 1
        return node
    }

    /// Whether `node`, of identity `number`, holds children an ``EquatableView`` kept from the
    /// layout the last pass walked there (see ``LaidOutNode/keptLayout``).
    func keepsLayout(of node: LaidOutNode, number: Int) -> Bool {
        guard reusesSubtrees, node.keptLayout != 0, number >= 0, number < records.count else { return false }
        return records[number].pass == pass - 1 && records[number].keptLayout == node.keptLayout
    }

    /// The identities of `parents` and of all their ancestors in the last pass: the subtrees
    /// that hold them (the ghosts of a pass are put among their parents' children).
    func holders(of parents: [Int]) -> Set<Int> {
        var holders: Set<Int> = []
        for parent in parents {
            var number = parent
            while number >= 0, number < records.count, holders.insert(number).inserted {
                number = records[number].parent
            }
        }
        return holders
    }

    /// Whether this pass showed the view of identity `number` as it was, without asking for
    /// its values: its tracks stay.
    func wasReused(_ number: Int) -> Bool {
        number >= 0 && number < records.count && records[number].reusedPass == pass
    }
}
