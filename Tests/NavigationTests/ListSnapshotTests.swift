import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing

/// Lists as images: references looked at before they were committed.
@Suite("List: light and dark snapshots")
struct ListSnapshotTests {
    @Test(arguments: ColorScheme.allCases)
    func insetGroupedSections(colorScheme: ColorScheme) {
        assertSnapshot(of: ThemeListSheet(), as: .image(size: Size(width: 390, height: 500), scale: 1, colorScheme: colorScheme),
                       named: "inset-grouped-\(colorScheme)")
    }

    @Test(arguments: ColorScheme.allCases)
    func plainRows(colorScheme: ColorScheme) {
        assertSnapshot(of: PlainListSheet(), as: .image(size: Size(width: 390, height: 200), scale: 1, colorScheme: colorScheme),
                       named: "plain-\(colorScheme)")
    }
}
