import Flipbook
import FlipbookTesting
import Foundation
import SnapshotTesting
import Testing
import TestSupport

/// A reference committed wrong on purpose (the pumpkin card where the test draws the ghost):
/// the assertion must fail, and say where its diff image is.
@MainActor
@Suite("FlipbookTesting: a wrong reference fails")
struct WrongReferenceTests {
    @Test func aWrongReferenceFailsWithADiffImage() throws {
        let message = try #require(verifySnapshot(
            of: CardView(emoji: "👻", isFaceUp: true),
            as: .image(size: CGSize(width: 120, height: 180)),
            named: "deliberately-wrong",
            record: .never
        ))
        #expect(message.contains("images differ"))
        let path = try #require(message.components(separatedBy: "diff image: ").last?.split(separator: "\n").first)
        let diff = try Bitmap(contentsOfPNG: URL(fileURLWithPath: String(path)))
        #expect((diff.width, diff.height) == (3 * 120 + 2 * 4, 180), "reference | difference | actual")
        #expect(diff.count { $0 == [255, 0, 0, 255] } > 100, "the difference is marked in red")
    }

    @Test func assertSnapshotReportsItAsAnIssue() {
        withKnownIssue {
            assertSnapshot(of: CardView(emoji: "👻", isFaceUp: true), as: .image(size: CGSize(width: 120, height: 180)),
                           named: "deliberately-wrong", record: .never, testName: "aWrongReferenceFailsWithADiffImage()")
        } matching: { issue in
            String(describing: issue).contains("diff image: ")
        }
    }
}
