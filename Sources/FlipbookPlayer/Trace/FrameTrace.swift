import FlipbookCore
import FlipbookRenderer
import Foundation

/// One frame of a run's trace: its number and time, and every view with an identity as it is
/// presented then (one line of a `--trace` file).
public struct FrameTrace: Codable, Hashable, Sendable {
    /// The frame's 1-based number in the run.
    public var frame: Int
    /// The frame's time on the run's virtual clock, in seconds.
    public var time: Double
    /// The views with an identity, in drawing order (back to front).
    public var views: [TracedView]

    /// Creates a frame's record.
    public init(frame: Int, time: Double, views: [TracedView]) {
        self.frame = frame
        self.time = time
        self.views = views
    }

    /// The view with `id` in this frame, if it is on screen.
    public func view(_ id: String) -> TracedView? {
        views.first { $0.id == id }
    }
}
