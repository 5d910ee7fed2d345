import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A row of cards: one slides, one turns over, one leaves and one arrives, while the others rest.
@Observable
private final class Row {
    var cards = [1, 2, 3, 4, 5]
    var moved = 0
    var turned: Set<Int> = []
}

private struct RowView: View {
    let row: Row
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("cards \(row.cards.count)")
            HStack(spacing: 4) {
                ForEach(row.cards, id: \.self) { card in
                    RoundedRectangle(cornerRadius: 4).strokeBorder(lineWidth: 2)
                        .overlay(Text("\(card)"))
                        .frame(width: 30, height: 44)
                        .modifier(Turn(rotation: row.turned.contains(card) ? 180 : 0))
                        .offset(y: card == row.moved ? 40 : 0)
                        .transition(.scale)
                }
            }
        }
        // At the top left: the label stays where it is while its text changes.
        .frame(width: 240, height: 160, alignment: .topLeading)
    }
}

// `Turn` (SceneCacheTests.swift) turns a card over.

/// A badge with a count, that goes and comes back while its ghost still fades.
@Observable
private final class Badge {
    var isShown = true
    var count = 1
}

private struct BadgeView: View {
    let badge: Badge
    var body: some View {
        ZStack {
            if badge.isShown {
                Circle().fill(Color.orange).overlay(Text("\(badge.count)")).frame(width: 40, height: 40)
                    .transition(.opacity)
            }
        }
        .frame(width: 100, height: 100)
    }
}

@MainActor
@Suite("Display memo: a frame's display list is made again only for what moved")
struct DisplayMemoTests {
    /// Each frame of a run of changes: its display list, and the presented tree's display list
    /// made whole, with nothing taken from earlier frames.
    private func frames() -> [(list: DisplayNode?, whole: DisplayNode?)] {
        let row = Row()
        let player = Player(size: CGSize(width: 240, height: 160)) { RowView(row: row) }
        let changes: [(Row) -> Void] = [
            { $0.moved = 2 },
            { $0.turned.insert(4) },
            { $0.cards.removeAll { $0 == 5 } },
            { $0.cards.insert(6, at: 1) },
            { $0.moved = 6; $0.turned.remove(4) },
        ]
        var frames = [(player.frame(at: 0).root, player.presented?.displayNode())]
        var time = 0.0
        for change in changes {
            player.perform { withAnimation(.linear(duration: 0.3)) { change(row) } }
            for _ in 0..<12 {
                time += 1.0 / 30
                frames.append((player.frame(at: time).root, player.presented?.displayNode()))
            }
        }
        return frames
    }

    @Test func everyFrameIsTheDisplayListMadeWhole() {
        for (index, frame) in frames().enumerated() {
            let same = frame.list == frame.whole
            #expect(same, "frame \(index)")
        }
    }

    @Test func aViewBackWhileItsGhostFadesShowsWhatItIsNow() {
        let badge = Badge()
        let player = Player(size: CGSize(width: 100, height: 100)) { BadgeView(badge: badge) }
        var frames = [(player.frame(at: 0).root, player.presented?.displayNode())]
        var time = 0.0
        func run(_ count: Int) {
            for _ in 0..<count {
                time += 1.0 / 30
                frames.append((player.frame(at: time).root, player.presented?.displayNode()))
            }
        }
        player.perform { withAnimation(.linear(duration: 1)) { badge.isShown = false } }
        run(6)
        player.perform { badge.count = 2; withAnimation(.linear(duration: 1)) { badge.isShown = true } }
        run(12)
        for (index, frame) in frames.enumerated() {
            let same = frame.0 == frame.1
            #expect(same, "frame \(index): the badge back shows 2, its ghost 1")
        }
    }

    @Test func aFrameInMotionSharesTheSubtreesAtRestWithTheFrameBefore() throws {
        let frames = frames()
        // Frames 2 and 3: card 2 slides down while the others rest.
        let before = try #require(frames[2].list), after = try #require(frames[3].list)
        #expect(before != after, "card 2 moved between the two frames")
        let shared = Self.childArrays(of: after).intersection(Self.childArrays(of: before))
        #expect(shared.count >= 4, "the cards at rest are the earlier frame's nodes: \(shared.count)")
        let whole = try #require(frames[3].whole)
        #expect(Self.childArrays(of: whole).isDisjoint(with: Self.childArrays(of: before)),
                "a list made whole shares nothing")
    }

    /// Where the non-empty children arrays of `node`'s tree are stored.
    private static func childArrays(of node: DisplayNode) -> Set<UnsafeRawPointer> {
        var found: Set<UnsafeRawPointer> = []
        func visit(_ node: DisplayNode) {
            guard !node.children.isEmpty else { return }
            node.children.withUnsafeBufferPointer { if let base = $0.baseAddress { found.insert(UnsafeRawPointer(base)) } }
            node.children.forEach(visit)
        }
        visit(node)
        return found
    }
}
