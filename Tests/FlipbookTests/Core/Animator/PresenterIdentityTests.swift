import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A row of named tiles whose list and offset the tests change through the player.
private final class Row {
    var names = ["b"]
    var offset = 0.0
    /// The tile that takes the offset.
    var moving = "b"
}

private struct RowView: View {
    let row: Row
    var body: some View {
        HStack(spacing: 0) {
            ForEach(row.names, id: \.self) { name in
                Rectangle().frame(width: 20, height: 20).offset(x: name == row.moving ? row.offset : 0).transition(.opacity)
            }
            Spacer()
        }
    }
}

/// The presented node whose identity ends with `suffix` (ForEach elements are named by their
/// place under their parent: `…/@String:b`).
private func findNode(endingWith suffix: String, in node: LaidOutNode) -> LaidOutNode? {
    if node.identity.hasSuffix(suffix) { return node }
    for child in node.children {
        if let found = findNode(endingWith: suffix, in: child) { return found }
    }
    return nil
}

/// The x offset a tile is drawn at, 0 without an offset effect.
private func offsetX(of tile: LaidOutNode) -> Double {
    for case let .offset(size) in tile.attributes.effects { return size.width }
    return 0
}

@MainActor
@Suite("Presenter: identities numbered once, animations kept by view")
struct PresenterIdentityTests {
    private func player(_ row: Row) -> Player {
        let player = Player(size: CGSize(width: 200, height: 40)) { RowView(row: row) }
        _ = player.frame(at: 0)
        return player
    }

    private func tile(_ name: String, _ player: Player) throws -> LaidOutNode {
        let presented = try #require(player.presented)
        return try #require(findNode(endingWith: "/@String:\(name)", in: presented))
    }

    @Test func theSameIdentityKeepsItsNumberAndEachHasItsOwn() {
        let table = IdentityTable()
        let card = table.number(of: "root/0/@String:🃏")
        let other = table.number(of: "root/0/@String:b")
        #expect(card != other)
        #expect(table.number(of: "root/0/@String:🃏") == card)
        #expect(table.name(of: other) == "root/0/@String:b")
        #expect(table.count == 2)
    }

    @Test func aViewInFlightKeepsItsAnimationWhenASiblingIsInsertedBeforeIt() throws {
        let row = Row()
        let player = player(row)
        player.perform { withAnimation(.linear(duration: 1)) { row.offset = 100 } }
        _ = player.frame(at: 0.5)
        #expect(abs(offsetX(of: try tile("b", player)) - 50) < 1e-6)
        player.perform { row.names = ["a", "b"] }
        _ = player.frame(at: 0.75)
        #expect(abs(offsetX(of: try tile("b", player)) - 75) < 1e-6, "b's offset goes on from where it was")
        #expect(offsetX(of: try tile("a", player)) == 0, "the new view takes none of b's animation")
        #expect(try tile("b", player).frame.minX == 20, "b's place jumps: the insertion did not animate")
    }

    @Test func aViewReplacedInItsPlaceLeavesWhileTheNewOneArrives() throws {
        let row = Row()
        row.names = ["a", "b"]
        let player = player(row)
        player.perform { withAnimation(.linear(duration: 1)) { row.names = ["c", "b"] } }
        _ = player.frame(at: 0.5)
        #expect(abs(try tile("a", player).opacity - 0.5) < 1e-6, "a fades out as a ghost")
        #expect(abs(try tile("c", player).opacity - 0.5) < 1e-6, "c fades in")
        #expect(try tile("b", player).opacity == 1)
        _ = player.frame(at: 1.1)
        let presented = try #require(player.presented)
        #expect(findNode(endingWith: "/@String:a", in: presented) == nil, "a is gone once faded")
        #expect(try tile("c", player).opacity == 1)
    }

    @Test func aViewThatComesBackStartsAfresh() throws {
        let row = Row()
        let player = player(row)
        player.perform { withAnimation(.linear(duration: 1)) { row.offset = 100 } }
        _ = player.frame(at: 0.5)
        player.perform { row.names = [] }
        _ = player.frame(at: 0.6)
        player.perform { row.names = ["b"] }
        _ = player.frame(at: 0.7)
        #expect(offsetX(of: try tile("b", player)) == 100, "no animation of the view that left is left over")
    }

    @Test func aViewGoneLeavesNoTreeInTheRecords() throws {
        let row = Row()
        row.names = ["a", "b"]
        let player = player(row)
        let number = try #require(player.presenter.records.indices.first { index in
            player.presenter.identities.name(of: index).hasSuffix("/@String:a")
        })
        #expect(player.presenter.records[number].node != nil)
        player.perform { row.names = ["b"] }
        _ = player.frame(at: 0.1)
        #expect(player.presenter.records[number].node == nil)
    }

    @Test func twoViewsClaimingOneIdentityAnimateApart() throws {
        let row = Row()
        let player = Player(size: CGSize(width: 200, height: 40)) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 20, height: 10).id("twin")
                Rectangle().frame(width: 20, height: 10).offset(x: row.offset).id("twin")
            }
        }
        _ = player.frame(at: 0)
        player.perform { withAnimation(.linear(duration: 1)) { row.offset = 100 } }
        _ = player.frame(at: 0.5)
        let stack = try #require(player.presented)
        // The second is told apart by its place: `#String:twin~…`.
        let twins = stack.allNodes.filter { $0.identity == "#String:twin" || $0.identity.hasPrefix("#String:twin~") }
        #expect(twins.count == 2)
        #expect(twins.map(offsetX).sorted() == [0, 50], "only the second moves, halfway")
    }
}

extension LaidOutNode {
    /// This node and every node under it, depth first.
    fileprivate var allNodes: [LaidOutNode] { [self] + children.flatMap(\.allNodes) }
}
