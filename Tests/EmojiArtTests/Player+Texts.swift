@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

extension Player {
    /// The strings of the texts in the presented tree now, in drawing order (an alert's
    /// title and message among them).
    var textsOnScreen: [String] { presented.map(Self.texts(in:)) ?? [] }

    private static func texts(in node: LaidOutNode) -> [String] {
        var texts: [String] = []
        if case let .text(string, _) = node.content { texts.append(string) }
        return texts + node.drawingOrder.flatMap(texts(in:))
    }
}
