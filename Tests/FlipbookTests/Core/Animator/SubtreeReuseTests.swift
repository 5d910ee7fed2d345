import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

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

/// A card with a badge that fades out when it goes (an implicit animation: the pass that
/// builds the views without it is the intent's last); nothing else moves.
private final class Badge {
    var isShown = true
}

private struct BadgedCard: View {
    let badge: Badge
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).fill(Color.indigo).frame(width: 80, height: 100)
            if badge.isShown {
                Circle().fill(Color.orange).frame(width: 30, height: 30).transition(.opacity)
            }
        }
        .animation(.linear(duration: 0.3), value: badge.isShown)
    }
}

@MainActor
@Suite("Subtree reuse: views at rest are presented as they were while others move")
struct SubtreeReuseTests {
    /// The display lists of a run of changes, each followed by frames, with subtree reuse on or off.
    private func frames(reusing: Bool) -> (lists: [DisplayNode?], reused: Int) {
        let table = Table()
        let player = Player(size: CGSize(width: 200, height: 200)) { TableView(table: table) }
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

    @Test func aViewLeavingAStillParentIsDrawnUntilItHasFaded() throws {
        func frames(reusing: Bool) -> [DisplayNode?] {
            let badge = Badge()
            let player = Player(size: CGSize(width: 120, height: 120)) { BadgedCard(badge: badge) }
            player.presenter.reusesSubtrees = reusing
            var lists = [player.frame(at: 0).root]
            player.perform { badge.isShown = false }
            for frame in 1...12 { lists.append(player.frame(at: Double(frame) / 30).root) }
            return lists
        }
        let reused = frames(reusing: true), walked = frames(reusing: false)
        for (index, pair) in zip(reused, walked).enumerated() {
            let same = pair.0 == pair.1
            #expect(same, "frame \(index) is the frame walked whole (the badge fading)")
        }
        // The badge fades through frames 1 to 8, then it is gone.
        #expect(reused[4] != reused[0] && reused[4] != reused[12])
    }

    @Test func whileACardLeavesTheCardsAtRestAreTakenAsTheyWere() throws {
        let table = Table()
        // At the top of the screen, so that the column's shrinking moves none of cards 1 to 4.
        let player = Player(size: CGSize(width: 200, height: 200)) {
            TableView(table: table).frame(width: 200, height: 200, alignment: .top)
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 0.3)) { table.cards.removeAll { $0 == 5 } } }
        var time = 0.0, reusedBefore = player.presenter.subtreesReused
        for frame in 1...7 {
            time += 1.0 / 30
            let list = player.frame(at: time)
            let reusedNow = player.presenter.subtreesReused
            #expect(!player.presenter.ghosts.isEmpty, "card 5 is still leaving at frame \(frame)")
            // Card 6 moves up as card 5 leaves; cards 1 to 4 stay where they were.
            if frame > 1 { #expect(reusedNow - reusedBefore >= 4, "frame \(frame) reused \(reusedNow - reusedBefore)") }
            reusedBefore = reusedNow
            _ = try #require(list.root)
        }
    }
}
