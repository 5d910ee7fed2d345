import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Thirty 50-point rows in a 400-point-tall scroll view: 1500 points of content, 1100 to scroll.
private struct Rows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in
                    Text("Row \(index)").frame(width: 300, height: 50)
                }
            }
        }
    }
}

@MainActor
@Suite("ScrollView: drag, fling, clamping")
struct ScrollViewTests {
    private func player() -> Player { Player(size: CGSize(width: 390, height: 400)) { Rows() } }

    @Test func contentStartsAtTheTopCentredAcross() throws {
        let player = player()
        _ = player.frame(at: 0)
        let row = try #require(player.frame(ofText: "Row 0"))
        #expect(abs(row.midY - 25) < 0.5)
        #expect(abs(row.midX - 195) < 0.5)
    }

    @Test func aScrollMovesTheContentByItsAmountAndStops() throws {
        let player = player()
        try player.play("scroll scroll-view by 0,300 over 0.5\nwait 1")
        let row = try #require(player.frame(ofText: "Row 6"))
        #expect(abs(row.midY - 25) < 0.5, "row 6 begins 300 pt down the content: \(row)")
    }

    @Test func aFlingGlidesOnAndSlowsDown() throws {
        let player = player()
        try player.play("drag 200,350 -> 200,250 over 0.1")
        let lifted = try #require(player.frame(ofText: "Row 0")).midY - 25
        try player.play("wait 0.2")
        let gliding = try #require(player.frame(ofText: "Row 0")).midY - 25
        try player.play("wait 3")
        let stopped = try #require(player.frame(ofText: "Row 0")).midY - 25
        #expect(gliding < lifted - 100, "the content glides on after the finger lifts")
        #expect(stopped < gliding && stopped >= -1100)
        #expect(abs(stopped - (-100 - ScrollMotion.glide(velocity: 1000))) < 2, "about half a second's worth of glide")
    }

    @Test func theContentNeverPassesItsEnds() throws {
        let player = player()
        try player.play("scroll scroll-view by 0,5000\nwait 1")
        #expect(abs(try #require(player.frame(ofText: "Row 29")).midY - 375) < 0.5)
        try player.play("scroll scroll-view by 0,-9000\nwait 1")
        // That second run began at time 0 on a clock already at 1.5 s: its lift came at 1.5 s,
        // and the content springs back from past the top over the next half second.
        _ = player.frame(at: 3)
        #expect(abs(try #require(player.frame(ofText: "Row 0")).midY - 25) < 0.5)
    }

    @Test func rowsScrolledOutOfSightTakeNoTouchesAndAreNotTargets() throws {
        var tapped: [Int] = []
        let player = Player(size: CGSize(width: 390, height: 400)) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { index in
                        Text("Row \(index)").frame(width: 300, height: 50)
                            .contentShape(Rectangle()).onTapGesture { tapped.append(index) }
                            .touchTarget("row", index: index + 1)
                    }
                }
            }.frame(height: 200)
        }
        _ = player.frame(at: 0)
        #expect(player.location(of: TargetName("row", index: 4)) != nil)
        #expect(player.location(of: TargetName("row", index: 5)) == nil, "row 5 lies below the 200-point viewport")
        player.tap(at: CGPoint(x: 195, y: 320))
        #expect(tapped.isEmpty)
    }
}
