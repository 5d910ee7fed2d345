/// A frame's display nodes of the subtrees a pass took as they were (``Presenter/reusedSubtree(_:origins:)``)
/// are those made for an earlier frame: the display list of a frame in motion is made only for
/// what moved.
extension Presenter: DisplayMemo {
    func display(of node: LaidOutNode) -> DisplayNode? {
        wasReused(node.identityNumber) ? records[node.identityNumber].display : nil
    }

    /// A node this pass showed; not a leaving view's ghost, whose identity the pass did not show.
    func keepsDisplay(of node: LaidOutNode) -> Bool {
        wasSeen(node.identityNumber)
    }

    func keep(_ display: DisplayNode, of node: LaidOutNode) {
        guard wasSeen(node.identityNumber) else { return }
        records[node.identityNumber].display = display
    }
}
