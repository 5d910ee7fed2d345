@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

extension Player {
    /// The strings of the texts on screen now, in drawing order.
    var texts: [String] {
        _ = targetNames
        return presented?.allTexts ?? []
    }

    /// Plays `script` (touch-script text) on this player without making frames.
    func play(_ script: String) throws {
        try ScriptRunner(player: self, fps: 30).runWithoutFrames(try TouchScript(parsing: script))
    }

    /// Where the view named `name` is now, for a tap.
    func point(_ name: TargetName) -> CGPoint? { location(of: name) }
}

extension LaidOutNode {
    var allTexts: [String] {
        var texts: [String] = []
        if case let .text(string, _) = content { texts.append(string) }
        return texts + drawingOrder.flatMap(\.allTexts)
    }

    /// The first node, depth first, for which `matches` holds.
    func first(where matches: (LaidOutNode) -> Bool) -> LaidOutNode? {
        if matches(self) { return self }
        for child in children {
            if let found = child.first(where: matches) { return found }
        }
        return nil
    }
}
