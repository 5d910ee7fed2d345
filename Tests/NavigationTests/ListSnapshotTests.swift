import Flipbook
import FlipbookTesting
import SnapshotTesting
import Testing

/// Lists as images: references looked at before they were committed.
@MainActor
@Suite("List: light and dark snapshots")
struct ListSnapshotTests {
    @Test(arguments: ColorScheme.allCases)
    func insetGroupedSections(colorScheme: ColorScheme) {
        assertSnapshot(of: ThemeListSheet(), as: .image(size: CGSize(width: 390, height: 500), scale: 1, colorScheme: colorScheme),
                       named: "inset-grouped-\(colorScheme)")
    }

    @Test(arguments: ColorScheme.allCases)
    func plainRows(colorScheme: ColorScheme) {
        assertSnapshot(of: PlainListSheet(), as: .image(size: CGSize(width: 390, height: 200), scale: 1, colorScheme: colorScheme),
                       named: "plain-\(colorScheme)")
    }

    @Test(arguments: ColorScheme.allCases)
    func editModeAndAnOpenSwipe(colorScheme: ColorScheme) {
        assertSnapshot(of: EditingListSheet(),
                       as: .frames(script: "swipe left on row \"Vehicles\"\nwait 0.5", fps: 10, at: [0.8],
                                   layout: .fixed(width: 390, height: 300), colorScheme: colorScheme),
                       named: "editing-\(colorScheme)")
    }
}

/// Rows in edit mode beside rows with an open swipe.
struct EditingListSheet: View {
    var body: some View {
        VStack(spacing: 0) {
            List {
                ForEach(["Halloween", "Faces"], id: \.self) { Text($0) }
                    .onDelete { _ in }
                    .onMove { _, _ in }
            }
            .environment(\.editMode, .constant(.active))
            List {
                ForEach(["Vehicles"], id: \.self) { theme in
                    Text(theme).swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) {}
                        Button("Pin") {}
                    }
                }
            }
        }
    }
}
