import Flipbook
import Foundation
#if canImport(Testing)
import Testing
#endif
import XCTest

/// Runs the drawing of a snapshot, which may throw where a strategy cannot: a failure is
/// recorded as a test issue (Swift Testing's or XCTest's, whichever runs the test) and the
/// snapshot becomes a picture of the error, so it can never match a real reference.
enum SnapshotRendering {
    /// The image `draw` makes, or on an error a picture of it of `size` pixels (when that is a
    /// valid size), after recording the error as an issue.
    static func attempt(_ what: String, size: (width: Int, height: Int), _ draw: () throws -> Bitmap) -> Bitmap {
        do {
            return try draw()
        } catch {
            let message = "could not draw \(what): \(error)"
            recordIssue(message)
            return errorImage(message, width: size.width, height: size.height)
        }
    }

    /// Records a failure in the running test.
    static func recordIssue(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        XCTFail(message)
    }

    /// A pale red image of the given pixel size with `message` written on it.
    private static func errorImage(_ message: String, width: Int, height: Int) -> Bitmap {
        let red = Color(hex: 0xFFE0E0)
        guard let canvas = try? Canvas(width: Double(max(1, width)), height: Double(max(1, height)), background: red) else {
            return SnapshotDiffImage.unreadableReference
        }
        let style = TextStyle(font: .system(size: 12), color: Color(hex: 0xB00020))
        try? canvas.drawText(message, style: style, at: CGPoint(x: 6, y: 6), width: max(1, Double(width) - 12))
        return (try? canvas.makeBitmap()) ?? SnapshotDiffImage.unreadableReference
    }
}
