import Flipbook
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// Compares rendered images with PNG references stored next to the test, pixel for pixel.
    public static var png: Snapshotting { .png() }

    /// Compares rendered images with PNG references stored next to the test.
    ///
    /// On a difference the failure message gives the summary and the path of a diff image
    /// (reference | difference | actual) written to `$SNAPSHOT_ARTIFACTS` or the temporary
    /// folder; the diff image is also attached to the failure.
    ///
    /// - Parameters:
    ///   - perChannel: The largest difference, 0...255, allowed in a channel of a pixel.
    ///   - maxDifferingShare: The share of pixels, 0...1, allowed to differ beyond it.
    public static func png(perChannel: Int = 0, maxDifferingShare: Double = 0) -> Snapshotting {
        let tolerance = ComparisonTolerance(perChannel: perChannel, maxDifferingShare: maxDifferingShare)
        return Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance))
    }
}

extension Diffing where Value == Bitmap {
    /// Stores bitmaps as PNG (smallest compression: references are kept) and compares them
    /// within `tolerance`.
    public static func png(tolerance: ComparisonTolerance) -> Diffing {
        .diff(
            toData: { bitmap in (try? bitmap.pngData(options: .smallest)) ?? Data() },
            fromData: { data in (try? Bitmap(pngData: data)) ?? SnapshotDiffImage.unreadableReference },
            diffV2: { reference, actual in SnapshotDiffImage.failure(reference: reference, actual: actual, tolerance: tolerance) }
        )
    }
}

/// Builds the failure of an image snapshot.
enum SnapshotDiffImage {
    /// Stands for a reference file that is not a readable PNG: a 1×1 image that matches nothing
    /// a test renders at a real size.
    static let unreadableReference = Bitmap(size: try! PixelSize(width: 1, height: 1), color: Color(hex: 0xFF00FF))

    static func failure(reference: Bitmap, actual: Bitmap, tolerance: ComparisonTolerance) -> (String, [DiffAttachment])? {
        let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
        guard !comparison.isMatch else { return nil }
        return report(comparison.summary, diffImage: comparison.diffImage(), of: reference, actual)
    }

    /// The failure message `summary` with the path of `diffImage`, written to
    /// `$SNAPSHOT_ARTIFACTS` or the temporary folder under a name drawn from the two images,
    /// and the image as an attachment.
    static func report(_ summary: String, diffImage: Bitmap, of reference: Bitmap, _ actual: Bitmap) -> (String, [DiffAttachment]) {
        guard let data = try? diffImage.pngData(options: .fastest) else { return (summary, []) }
        let url = artifactsFolder().appendingPathComponent("diff-\(fingerprint(reference.pixels + actual.pixels)).png")
        let written = (try? AtomicFile.write(data, to: url)) != nil
        let location = written ? "diff image: \(url.path)" : "diff image could not be written to \(url.path)"
        return ("\(summary); \(location)", [.data(data, name: "diff.png")])
    }

    private static func artifactsFolder() -> URL {
        let path = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: path).appendingPathComponent("flipbook-diffs")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A short, stable name for a pair of images (64-bit FNV-1a).
    private static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }
}
