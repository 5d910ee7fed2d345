import SetApp
import Testing

@Suite("Selecting cards")
struct SelectionTests {
    /// Touches on the table of ids 0..<12 (Sets: 0 1 2, 3 4 5, 0 4 8; not: 0 1 3), and what
    /// follows.
    struct Case: Sendable, CustomTestStringConvertible {
        let touches: [Int]
        let selected: [Int]
        var discarded: [Int] = []
        var isMatch: Bool? = nil
        var testDescription: String { touches.map(String.init).joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(touches: [], selected: []),
        Case(touches: [0], selected: [0]),
        Case(touches: [0, 1], selected: [0, 1]),
        Case(touches: [0, 0], selected: []),
        Case(touches: [0, 1, 1], selected: [0]),
        Case(touches: [0, 1, 0], selected: [1]),
        Case(touches: [0, 1, 2], selected: [0, 1, 2], isMatch: true),
        Case(touches: [0, 1, 3], selected: [0, 1, 3], isMatch: false),
        Case(touches: [0, 1, 2, 2], selected: [], discarded: [0, 1, 2]),
        Case(touches: [0, 1, 2, 0], selected: [], discarded: [0, 1, 2]),
        Case(touches: [0, 1, 2, 5], selected: [5], discarded: [0, 1, 2]),
        Case(touches: [8, 0, 4, 1, 2], selected: [1, 2], discarded: [8, 0, 4]),
        Case(touches: [0, 1, 3, 3], selected: [3]),
        Case(touches: [0, 1, 3, 0], selected: [0]),
        Case(touches: [0, 1, 3, 7], selected: [7]),
        Case(touches: [0, 1, 3, 7, 8], selected: [7, 8]),
    ]

    @Test(arguments: cases)
    func selection(_ testCase: Case) {
        var game = SetGame.inOrder()
        game.choose(testCase.touches)
        #expect(game.selected == testCase.selected)
        #expect(game.discardIDs == testCase.discarded)
        #expect(game.selectionIsMatch == testCase.isMatch)
        let remaining = (0..<12).filter { !testCase.discarded.contains($0) }
        #expect(game.tableIDs == remaining, "discarded cards leave, the rest keep their order")
        #expect(game.deckIDs == Array(12..<81), "touching cards never deals")
    }

    @Test func touchingACardNotOnTheTableDoesNothing() {
        var game = SetGame.inOrder()
        game.choose([0, 1])
        let before = game
        game.choose(40)
        #expect(game == before)
        game.choose([2, 5])
        let afterDiscard = game
        game.choose(1)
        #expect(game == afterDiscard, "a discarded card cannot be touched")
    }
}
