import CardGame
import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing

/// Snapshots from Swift Testing: references in `__Snapshots__/CardSnapshotTests`.
@MainActor
@Suite struct CardSnapshotTests {
    @Test(arguments: [ColorScheme.light, .dark])
    func cardFaceUp(colorScheme: ColorScheme) {
        assertSnapshot(of: CardView("🦄", isFaceUp: true),
                       as: .image(size: CGSize(width: 120, height: 180), scale: 2, colorScheme: colorScheme),
                       named: "\(colorScheme)")
    }

    @Test func rowOnAnIPhone15() {
        assertSnapshot(of: CardRow(["🦄", "🐙", "🍄"]), as: .image(layout: .device(.iPhone15)))
    }

    @Test func turningTheSecondCard() {
        assertSnapshot(of: CardRow(["🦄", "🐙", "🍄"]),
                       as: .frames(script: "tap card 2\nwait 0.6", fps: 30, at: [0, 0.2, 0.4, 0.6],
                                   layout: .fixed(width: 240, height: 120)))
    }
}
