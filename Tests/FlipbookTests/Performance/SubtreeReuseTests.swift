@testable import Flipbook
import Testing

/// A table of cards: one slides and turns over while the others rest; cards come and go.
private final class Table {
    var cards = [1, 2, 3, 4, 5, 6]
    var moved = 0
    var turned: Set<Int> = []
}

private struct TableView: View {
    let table: Table
    var body: some View {
        VStack(spacing: 4) {
            ForEach(table.cards, id: \.self) { card in
                RoundedRectangle(cornerRadius: 4).fill(card % 2 == 0 ? Color.orange : Color.indigo)
                    .frame(width: 40, height: 20)
                    .modifier(Turn(rotation: table.turned.contains(card) ? 180 : 0))
                    .offset(x: card == table.moved ? 60 : 0)
                    .transition(.scale)
            }
        }
    }
}

// `Turn` (SceneCacheTests.swift) turns each card over.

@Suite("Subtree reuse: views at rest are presented as they were while others move")
struct SubtreeReuseTests {
    /// The display lists of a run of changes, each followed by frames, with subtree reuse on or off.
    private func frames(reusing: Bool) -> (lists: [DisplayNode?], reused: Int) {
        let table = Table()
        let player = Player(size: Size(width: 200, height: 200)) { TableView(table: table) }
        player.presenter.reusesSubtrees = reusing
        let changes: [(Table) -> Void] = [
            { $0.moved = 2 },
            { $0.turned.insert(4) },
            { $0.cards.removeAll { $0 == 5 } },
            { $0.cards.insert(7, at: 1) },
            { $0.moved = 7; $0.turned.remove(4) },
        ]
        var lists = [player.frame(at: 0).root]
        var time = 0.0
        for change in changes {
            player.perform { withAnimation(.linear(duration: 0.3)) { change(table) } }
            for _ in 0..<12 {
                time += 1.0 / 30
                lists.append(player.frame(at: time).root)
            }
        }
        return (lists, player.presenter.subtreesReused)
    }

    @Test func framesWithReuseEqualFramesWalkedWhole() {
        let reused = frames(reusing: true), walked = frames(reusing: false)
        #expect(reused.lists.count == walked.lists.count)
        for (index, pair) in zip(reused.lists, walked.lists).enumerated() {
            #expect(pair.0 == pair.1, "frame \(index)")
        }
        #expect(walked.reused == 0)
        #expect(reused.reused > 0, "the cards at rest were taken as they were")
    }
}
