import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing

/// Navigation as images: references looked at before they were committed.
@MainActor
@Suite("NavigationStack: light and dark snapshots")
struct NavigationSnapshotTests {
    private static let phone = CGSize(width: 390, height: 844)

    @Test(arguments: ColorScheme.allCases)
    func rootWithLargeTitleAndToolbar(colorScheme: ColorScheme) {
        assertSnapshot(of: ThemeChooserSheet(), as: .image(layout: .device(.iPhone13), colorScheme: colorScheme),
                       named: "root-\(colorScheme)")
    }
}

/// Navigation in motion, as filmstrips looked at before they were committed.
@MainActor
@Suite("NavigationStack: push and pop frame by frame")
struct NavigationFilmstripTests {
    @Test(arguments: ColorScheme.allCases)
    func pushThenPop(colorScheme: ColorScheme) {
        assertSnapshot(of: ThemeChooserSheet(),
                       as: .frames(script: "tap row \"Faces\"\nwait 0.6\ntap back\nwait 0.6", fps: 10,
                                   at: [0.1, 0.2, 0.6, 0.8], colorScheme: colorScheme),
                       named: "push-pop-\(colorScheme)")
    }

    @Test func scrollingShrinksTheLargeTitleIntoTheBar() {
        assertSnapshot(of: ThemeChooserSheet(),
                       as: .frames(script: "scroll list by 0,30 over 0.3\nwait 0.2\nscroll list by 0,60 over 0.3\nwait 0.2", fps: 10,
                                   at: [0, 0.5, 1.0]),
                       named: "large-title-collapse")
    }
}
