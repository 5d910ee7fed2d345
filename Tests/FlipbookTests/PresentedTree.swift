@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

extension Player {
    /// The strings of the texts on screen now, in drawing order.
    var texts: [String] {
        _ = targetNames  // makes sure a first pass has run
        return presented?.allTexts ?? []
    }

    /// Where the view named `name` is drawn in the last frame (touches meet it at its target).
    func drawnLocation(of name: TargetName) -> CGPoint? { presented?.locate(name) }

    /// The presented node of the first text showing `string`.
    func textNode(_ string: String) -> LaidOutNode? { presented?.first { if case .text(string, _) = $0.content { true } else { false } } }
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
