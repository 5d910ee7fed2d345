import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing

/// The controls as images: references looked at before they were committed.
@MainActor
@Suite("Controls: light and dark snapshots")
struct ControlsSnapshotTests {
    @Test(arguments: ColorScheme.allCases)
    func everyControlInItsStates(colorScheme: ColorScheme) {
        assertSnapshot(of: ControlsSheet(), as: .image(size: CGSize(width: 390, height: 520), scale: 2, colorScheme: colorScheme),
                       named: "controls-\(colorScheme)")
    }
}
