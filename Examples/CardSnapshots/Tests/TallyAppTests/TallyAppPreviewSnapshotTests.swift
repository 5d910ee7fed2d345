import FlipbookTesting
import Testing

/// Every preview of the app, snapshotted by one line: the references are the previews as the
/// app declares them.
@Suite("The app's previews, snapshotted")
struct TallyAppPreviewSnapshotTests {
    @Test("every preview matches its reference")
    @MainActor func previews() {
        assertPreviewSnapshots(module: "TallyApp")
    }
}
