@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

extension Player {
    /// Plays `script` (touch-script text) on this player, making frames at 30 per second.
    func play(_ script: String) throws {
        _ = try ScriptRunner(player: self, fps: 30).run(try TouchScript(parsing: script))
    }

    /// The frame on screen of the first text showing `string`, in the presented tree now.
    func frame(ofText string: String) -> CGRect? {
        presented?.screenFrame { node in
            if case let .text(text, _) = node.content { return text == string }
            return false
        }
    }

    /// The strings of the texts on screen now, in drawing order.
    var texts: [String] { presented?.allTexts ?? [] }
}

extension LaidOutNode {
    /// The frame on screen of the first node, depth first, for which `matches` holds, with
    /// offsets and scales of the nodes above it applied.
    func screenFrame(_ matches: (LaidOutNode) -> Bool) -> CGRect? {
        let transform = transformFromParent
        if matches(self) {
            let origin = CGPoint.zero.applying(transform)
            let corner = CGPoint(x: frame.width, y: frame.height).applying(transform)
            return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
        }
        for child in children {
            if let found = child.screenFrame(matches) {
                let origin = found.origin.applying(transform)
                let corner = CGPoint(x: found.maxX, y: found.maxY).applying(transform)
                return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
            }
        }
        return nil
    }

    var allTexts: [String] {
        var texts: [String] = []
        if case let .text(string, _) = content { texts.append(string) }
        return texts + drawingOrder.flatMap(\.allTexts)
    }
}

extension LaidOutNode {
    /// The first node, depth first, for which `matches` holds.
    func first(where matches: (LaidOutNode) -> Bool) -> LaidOutNode? {
        if matches(self) { return self }
        for child in children {
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }
}
