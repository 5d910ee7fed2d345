import FlipbookCore
import FlipbookRenderer

/// Where a run's frames go as the run makes them: a folder of PNGs (``FrameStream``) or a
/// video or animated image made by ffmpeg (``VideoStream``).
///
/// A sink takes the frames of a whole run in order through ``append(_:)``, keeps the ones it
/// was asked for, and completes its output in ``finish()``.
public protocol FrameSink: AnyObject {
    /// The next frame of the run.
    func append(_ frame: DisplayList) throws

    /// Writes what is left, completes the output and says what was done.
    func finish() throws -> FrameWriterSummary
}

extension FrameStream: FrameSink {}
