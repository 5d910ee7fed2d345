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
    /// Whether the caller runs on the main actor's queue: on the main thread, or on the thread
    /// that drains the main queue after `dispatchMain()`, as Swift Testing's runner does on Linux.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Marks the main queue, so ``isOnMainQueue`` can tell it from the thread that drains it.
    nonisolated(unsafe) private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// A snapshot of views taken off the main actor.
    private struct OffMainActor: Error, CustomStringConvertible {
        var description: String { "views are built on the main actor: mark the test or its suite @MainActor" }
    }

    /// The image `draw` makes, or on an error a picture of it of `size` pixels (when that is a
    /// valid size), after recording the error as an issue.
    ///
    /// Views are built on the main actor, as SwiftUI's: a test that snapshots them runs there
    /// (`@MainActor`), and `assertSnapshot` calls the strategy on the test's own thread. Called
    /// elsewhere, the snapshot fails with a message saying so instead of building views off it.
    static func attempt(_ what: String, size: (width: Int, height: Int), _ draw: @MainActor () throws -> Bitmap) -> Bitmap {
        do {
            guard isOnMainQueue else { throw OffMainActor() }
            return try MainActor.assumeIsolated { try draw() }
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
