import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// A 44-point row, a 120-point one and another 44-point one, movable in edit mode.
private struct MixedHeights: View {
    let box: Box
    @State private var mode = EditMode.active

    var body: some View {
        List {
            ForEach(box.value, id: \.self) { name in
                Text(name).frame(height: name == "Tall" ? 120 : nil)
            }
            .onMove { box.value.move(fromOffsets: $0, toOffset: $1) }
        }
        .environment(\.editMode, $mode)
    }
}

@MainActor
@Suite("List: a row moved by its handle passes rows by their real heights")
struct ListRowMoveTests {
    @Test(arguments: [(21.9, 0), (22, 1), (65.9, 1), (66, 2), (1000, 3)])
    func equalRowsArePassedHalfWay(distance: Double, destination: Int) {
        #expect(ListRowMove.destination(of: 0, movedBy: distance, heights: [44, 44, 44, 44]) == destination)
    }

    @Test(arguments: [(49.9, 0), (50, 1), (121.9, 1), (122, 2)])
    func aTallNeighbourTakesLongerToPassGoingDown(distance: Double, destination: Int) {
        #expect(ListRowMove.destination(of: 0, movedBy: distance, heights: [44, 100, 44]) == destination)
    }

    @Test(arguments: [(-49.9, 2), (-50, 1), (-121.9, 1), (-122, 0), (-1000, 0)])
    func andGoingUp(distance: Double, destination: Int) {
        #expect(ListRowMove.destination(of: 2, movedBy: distance, heights: [44, 100, 44]) == destination)
    }

    @Test func aDragOf100PointsPassesTheTallRowButNotTheNextOne() throws {
        // In 44-point steps, 100 points were two rows: A would have gone after B.
        let box = Box(["A", "Tall", "B"])
        let player = Player(size: CGSize(width: 390, height: 600)) { MixedHeights(box: box) }
        _ = player.frame(at: 0)
        let handle = try #require(player.location(of: TargetName("move-handle", index: 1)))
        try player.play("drag move-handle 1 -> \(handle.x),\(handle.y + 100) over 0.5\nwait 1")
        #expect(box.value == ["Tall", "A", "B"])
    }

    @Test func theTallRowGoesUpPastOneShortRow() throws {
        let box = Box(["A", "B", "Tall"])
        let player = Player(size: CGSize(width: 390, height: 600)) { MixedHeights(box: box) }
        _ = player.frame(at: 0)
        let handle = try #require(player.location(of: TargetName("move-handle", index: 3)))
        try player.play("drag move-handle 3 -> \(handle.x),\(handle.y - 30) over 0.5\nwait 1")
        #expect(box.value == ["A", "Tall", "B"], "its top passed B's middle 22 pt above")
    }
}
