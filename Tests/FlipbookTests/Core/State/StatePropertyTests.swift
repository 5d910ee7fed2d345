import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }.touchTarget(TargetName("counter"))
    }
}

private struct Toggler: View {
    @State private var showsCounter = true
    var body: some View {
        VStack {
            Button("Toggle") { showsCounter.toggle() }
            if showsCounter { Counter() }
        }
    }
}

private struct Mover: View {
    @State private var isRight = false
    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .offset(x: isRight ? 100 : 0)
            .id("square")
            .onTapGesture { withAnimation(.linear(duration: 1)) { isRight.toggle() } }
            .touchTarget(TargetName("square"))
    }
}

/// A counter identified by the round, at the root of its body: a new round, a new counter.
private struct RoundCounter: View {
    let round: Int
    var body: some View { Counter().id(round) }
}

private struct Rounds: View {
    @State private var round = 1
    var body: some View {
        VStack {
            Button("Next Round") { round += 1 }
            RoundCounter(round: round)
        }
    }
}

private struct Item: Identifiable {
    let id: Int
}

private struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Text("\(item.id): \(taps)").onTapGesture { taps += 1 }.touchTarget("row", index: item.id)
    }
}

@MainActor
@Suite("@State")
struct StatePropertyTests {
    @Test func stateSurvivesEveryRebuild() throws {
        let player = Player(size: CGSize(width: 300, height: 200)) { Counter() }
        for _ in 0..<3 {
            player.tap(at: try #require(player.location(of: TargetName("counter"))))
            _ = player.frame(at: player.clock.now + 0.1)
        }
        #expect(player.texts == ["Count: 3"])
    }

    @Test func stateStartsAfreshWhenTheViewComesBack() throws {
        let player = Player(size: CGSize(width: 300, height: 200)) { Toggler() }
        let counter = { try #require(player.texts.first { $0.hasPrefix("Count") }) }
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Toggle"))))
        #expect(player.texts == ["Toggle"])
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Toggle"))))
        #expect(try counter() == "Count: 0")
        player.tap(at: try #require(player.location(of: TargetName("counter"))))
        player.tap(at: try #require(player.location(of: TargetName("counter"))))
        #expect(try counter() == "Count: 2")
        // Away and back: a new counter.
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Toggle"))))
        player.tap(at: try #require(player.location(of: TargetName("button", label: "Toggle"))))
        #expect(try counter() == "Count: 0")
    }

    @Test func aNewIdOnTheRootOfABodyStartsItsStateAfresh() throws {
        let player = Player(size: CGSize(width: 300, height: 200)) { Rounds() }
        let tap = { (name: TargetName) in player.tap(at: try #require(player.location(of: name))) }
        try tap(TargetName("counter"))
        try tap(TargetName("counter"))
        #expect(player.texts.contains("Count: 2"))
        try tap(TargetName("button", label: "Next Round"))
        #expect(player.texts.contains("Count: 0"), "the counter of the new round: \(player.texts)")
    }

    @Test func aChangeInsideWithAnimationAnimatesFromWhereTheViewIs() throws {
        let player = Player(size: CGSize(width: 300, height: 100)) { Mover() }
        try expectTapSlidesTheSquare(player)
    }

    @Test func aChangeOutsideAnyTransactionJumps() throws {
        struct Jumper: View {
            @State private var isRight = false
            var body: some View {
                Rectangle().frame(width: 20, height: 20).offset(x: isRight ? 100 : 0)
                    .onTapGesture { isRight.toggle() }.touchTarget(TargetName("square"))
            }
        }
        let player = Player(size: CGSize(width: 300, height: 100)) { Jumper() }
        let start = try #require(player.location(of: TargetName("square")))
        player.tap(at: start)
        #expect(try #require(player.location(of: TargetName("square"))).x == start.x + 100)
    }

    @Test func forEachElementsKeepTheirStateByIDWhenReordered() throws {
        final class Order { var items = [Item(id: 1), Item(id: 2), Item(id: 3)] }
        let order = Order()
        let player = Player(size: CGSize(width: 300, height: 300)) {
            VStack { ForEach(order.items) { Row(item: $0) } }
        }
        player.tap(at: try #require(player.location(of: TargetName("row", index: 2))))
        player.tap(at: try #require(player.location(of: TargetName("row", index: 2))))
        player.perform { order.items.reverse() }
        #expect(player.texts == ["3: 0", "2: 2", "1: 0"])
        player.perform { order.items.removeAll { $0.id == 2 } }
        player.perform { order.items.append(Item(id: 2)) }
        #expect(player.texts == ["3: 0", "1: 0", "2: 0"])
    }

    @Test func stateWithoutAPlayerIsAPlainValue() {
        @State var value = 1
        value = 5
        #expect(value == 5)
        $value.wrappedValue = 7
        #expect(value == 7)
    }
}
