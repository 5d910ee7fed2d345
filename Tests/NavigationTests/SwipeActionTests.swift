import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

@MainActor
@Suite("List: swipe actions close when one is tapped")
struct SwipeActionTests {
    @Test func tappingAnActionRunsItAndClosesTheRow() throws {
        let pinned = Box([])
        let player = Player(size: CGSize(width: 390, height: 400)) { PinnableRows(pinned: pinned) }
        _ = player.frame(at: 0)
        let closed = try #require(player.frame(ofText: "Vehicles"))
        try player.play("swipe right on row \"Vehicles\"\nwait 0.5")
        let open = try #require(player.frame(ofText: "Vehicles"))
        #expect(open.minX > closed.minX + 80, "the row slid right to show Pin: \(open)")
        try player.play("tap button \"Pin\"\nwait 1")
        #expect(pinned.value == ["Vehicles"])
        _ = player.frame(at: player.clock.now + 1)
        let after = try #require(player.frame(ofText: "Vehicles"))
        #expect(abs(after.minX - closed.minX) < 0.01, "the row is closed again: \(after)")
        #expect(player.location(of: TargetName("button", label: "Pin")) == nil)
    }
}

/// Rows with a Pin action on their leading edge.
private struct PinnableRows: View {
    let pinned: Box

    var body: some View {
        List {
            ForEach(["Halloween", "Vehicles"], id: \.self) { theme in
                Text(theme).swipeActions(edge: .leading) {
                    Button("Pin") { pinned.value.append(theme) }
                }
            }
        }
    }
}
