@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// The tree `view` lays out to on a screen of `size` points, as presented at time 0.
@MainActor func laidOut(_ view: some View, in size: CGSize) -> LaidOutNode {
    let player = Player(size: size) { view }
    _ = player.frame(at: 0)
    return player.presented!
}

/// The frame of every identity in the tree `view` lays out to, in screen coordinates (the
/// first node of an identity wins).
@MainActor func screenFrames(of view: some View, in size: CGSize) -> [String: CGRect] {
    var result: [String: CGRect] = [:]
    func walk(_ node: LaidOutNode, _ parent: CGPoint) {
        let origin = CGPoint(x: parent.x + node.frame.minX, y: parent.y + node.frame.minY)
        result[node.identity] = result[node.identity] ?? CGRect(origin: origin, size: node.frame.size)
        node.children.forEach { walk($0, origin) }
    }
    walk(laidOut(view, in: size), .zero)
    return result
}
