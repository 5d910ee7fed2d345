import Foundation
import Testing
@testable import FlipbookCore
@testable import FlipbookPlayer
@testable import FlipbookRenderer

/// Thirty 50-point rows in a 400-point-tall scroll view: 1500 points of content, 1100 to scroll.
private struct Lines: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30) { index in Text("Row \(index)").frame(width: 300, height: 50) }
            }
        }
    }
}

@MainActor
@Suite("ScrollView: the rubber band past the ends, and the bounce")
struct RubberBandTests {
    private func player() -> Player {
        let player = Player(size: CGSize(width: 390, height: 400)) { Lines() }
        _ = player.frame(at: 0)
        return player
    }

    /// Where row 0's middle is drawn at `time`, in points from the top.
    private func rowZero(_ player: Player, at time: Double) throws -> Double {
        _ = player.frame(at: time)
        return try #require(player.frame(ofText: "Row 0")).midY
    }

    @Test func theFormulaIsUIScrollViews() {
        // (1 − 1/(x·c/d + 1))·d with c = 0.55
        #expect(abs(ScrollMotion.rubberBand(100, dimension: 400) - 48.3516) < 1e-3)
        #expect(abs(ScrollMotion.rubberBand(200, dimension: 400) - 86.2745) < 1e-3)
        #expect(ScrollMotion.rubberBand(1e9, dimension: 400) < 400, "never a whole viewport")
        #expect(abs(ScrollMotion.rubberBandSlope(0, dimension: 400) - 0.55) < 1e-12, "at the end the content follows 0.55 of the finger")
        let shown = ScrollMotion.rubberBanded(-250, maximum: 1100, dimension: 400)
        #expect(abs(ScrollMotion.unbanded(shown, maximum: 1100, dimension: 400) + 250) < 1e-9)
    }

    @Test func pullingPastTheTopStretchesWithResistance() throws {
        let player = player()
        let session = try #require(player.beginDrag(at: CGPoint(x: 200, y: 100)))
        session.move(to: CGPoint(x: 200, y: 150))
        session.move(to: CGPoint(x: 200, y: 300))
        // 200 points of finger past the top show as 86.27.
        #expect(abs(try rowZero(player, at: 0) - (25 + 86.2745)) < 0.01)
    }

    @Test func pullingPastTheBottomStretchesToo() throws {
        let player = player()
        try player.play("scroll scroll-view by 0,1100 over 0.5\nwait 1")
        let session = try #require(player.beginDrag(at: CGPoint(x: 200, y: 300)))
        session.move(to: CGPoint(x: 200, y: 200))
        // 100 points of finger past the end show as 48.35: row 29 that far above its place at
        // the end, its middle 25 pt above the bottom.
        _ = player.frame(at: 1.5)
        #expect(abs(try #require(player.frame(ofText: "Row 29")).midY - (375 - 48.3516)) < 0.01)
    }

    @Test func releasedItSpringsBackCriticallyDamped() throws {
        let player = player()
        let session = try #require(player.beginDrag(at: CGPoint(x: 200, y: 100)))
        session.move(to: CGPoint(x: 200, y: 300))
        session.end(at: CGPoint(x: 200, y: 300))
        // Held still, lifted: back from 86.27 pt as (1 + ωt)·e^(−ωt) with ω = 2π/0.5 s.
        let omega = 4 * Double.pi
        for time in [0.1, 0.25, 0.5] {
            let expected = 25 + 86.2745 * (1 + omega * time) * exp(-omega * time)
            #expect(abs(try rowZero(player, at: time) - expected) < 0.05, "at \(time) s")
        }
        #expect(abs(try rowZero(player, at: 1.5) - 25) < 0.01, "at rest at the top")
    }

    @Test func aFlingIntoTheTopGoesPastItAndBouncesBack() throws {
        let player = player()
        try player.play("scroll scroll-view by 0,300 over 0.5\nwait 1\ndrag 200,100 -> 200,250 over 0.1")
        // Lifted at 1.6 s, 150 pt from the top at 1500 pt/s: it reaches the top after 0.112 s
        // at 1199.7 pt/s and stops 1199.7/(ω·e) = 35.12 pt past it 1/ω = 0.080 s later.
        let peakTime = 1.6 + 0.11166 + 0.07958
        #expect(abs(try rowZero(player, at: peakTime) - (25 + 35.12)) < 0.1)
        #expect(try rowZero(player, at: peakTime + 0.15) < 25 + 35.12 - 5, "on its way back")
        #expect(abs(try rowZero(player, at: peakTime + 1.5) - 25) < 0.01, "at rest at the top")
    }

    @Test func aFlingThatStopsShortOfTheEndDoesNotBounce() throws {
        let player = player()
        try player.play("scroll scroll-view by 0,600 over 0.5\nwait 1\ndrag 200,100 -> 200,150 over 0.1")
        var highest = -Double.infinity
        for step in 0...60 { highest = max(highest, try rowZero(player, at: 1.6 + Double(step) / 20)) }
        #expect(highest < 25, "the content never reached the top: \(highest)")
    }

    @Test func aPullFarPastTheEndComesBackToIt() throws {
        let player = player()
        try player.play("scroll scroll-view by 0,5000 over 0.5\nwait 1.5")
        #expect(abs(try #require(player.frame(ofText: "Row 29")).midY - 375) < 0.01, "pulled far past the end, back at it")
    }
}
