import Flipbook
import SnapshotTesting

/// Snapshots every preview of a module (each `#Preview` and each view of a
/// `PreviewProvider`'s `previews`), found without registration, as PNG references under
/// `__Snapshots__` beside the test: one line in a test target covers every preview the app
/// declares, as Emerge's SnapshotPreviews and Prefire do on Apple's platforms.
///
/// ```swift
/// @Test @MainActor func previews() {
///     assertPreviewSnapshots(module: "CardGame")
/// }
/// ```
///
/// Each reference is named after the test and the preview: `previews.Three-marks-1.png`. A
/// preview is drawn at rest, once its opening animations are over; its layout, device,
/// orientation and `.preferredColorScheme` are the preview's own.
///
/// - Parameters:
///   - module: The Swift name of the module that declares the previews.
///   - scale: Pixels per point of the images.
///   - colorScheme: The colour scheme of previews that do not set their own.
///   - tolerance: How far an image may drift from its reference.
///   - record: Whether to record the references (swift-snapshot-testing's setting).
@MainActor
public func assertPreviewSnapshots(
    module: String,
    scale: Double = 1,
    colorScheme: ColorScheme = .light,
    tolerance: ComparisonTolerance = .rasterizerDrift,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let previews = PreviewItem.all(inModule: module)
    guard !previews.isEmpty else {
        SnapshotRendering.recordIssue("no previews in module '\(module)': check its Swift name, and that the test target depends on it")
        return
    }
    for (preview, fileName) in zip(previews, previews.fileNames) {
        let name = String(fileName.dropLast(4)).replacingOccurrences(of: " ", with: "-")
        let size = preview.screenSize(colorScheme: colorScheme)
        let bitmap = SnapshotRendering.attempt(name, size: PixelGeometry.pixels(of: size, scale: scale)) {
            try preview.render(scale: scale, colorScheme: colorScheme)
        }
        assertSnapshot(of: bitmap, as: Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance)), named: name,
                       record: record, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}
