import CardGame
import Flipbook
import FlipbookTesting
import SnapshotTesting
import XCTest

/// The same assertion from XCTest: references in `__Snapshots__/CardXCTests`.
final class CardXCTests: XCTestCase {
    func testCardFaceDown() {
        assertSnapshot(of: CardView("🦄", isFaceUp: false),
                       as: .image(size: CGSize(width: 120, height: 180)))
    }
}
