import FlipbookCore
import FlipbookRenderer

/// Collects the trace of a run frame by frame: after each frame the player made, ``record(frame:)``
/// takes what ``/FlipbookCore/Player/tracedViews()`` shows.
@MainActor public final class TraceRecorder {
    private let player: Player
    private let fps: Double
    private let numbers: ClosedRange<Int>?
    /// The frames recorded so far, in order.
    public private(set) var frames: [FrameTrace] = []

    /// Creates a recorder of `player`'s frames, made at `fps` frames per second, keeping those
    /// numbered in `numbers` (all by default).
    public init(player: Player, fps: Double, numbers: ClosedRange<Int>? = nil) {
        self.player = player
        self.fps = fps
        self.numbers = numbers
    }

    /// Records frame `number` (1-based), which the player has just made; its time is
    /// `(number - 1) / fps` seconds.
    public func record(frame number: Int) {
        guard numbers?.contains(number) ?? true else { return }
        frames.append(FrameTrace(frame: number, time: Double(number - 1) / fps, views: player.tracedViews()))
    }
}
