import ArgumentParser
import FlipbookCore
import FlipbookRenderer

/// Parses `--frames A..B`, for `flipbook play` and an app's `play` alike.
package enum FrameRange {
    /// The 1-based frames `A` through `B`.
    ///
    /// - Throws: `ValidationError` (exit 64) unless `1 <= A <= B`.
    package static func parse(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 1, first <= last else {
            throw ValidationError("invalid frame range '\(text)': expected A..B with 1 <= A <= B, e.g. 30..60")
        }
        return first...last
    }
}
