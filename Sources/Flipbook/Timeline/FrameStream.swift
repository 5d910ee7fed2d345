import Foundation

/// Takes frames one by one as a run makes them and writes them in batches, each batch drawn
/// on all cores; memory holds one batch, however long the sequence.
///
/// From the first frame until ``finish()``, SIGINT and SIGTERM stop the run cleanly when the
/// writer handles signals (see ``FrameWriter``): no temporary file is left behind and the
/// process exits with 130 or 143 after saying how many frames were completed.
public final class FrameStream {
    private let writer: FrameWriter
    private let numbers: ClosedRange<Int>?
    private let progress: (@Sendable (Int) -> Void)?
    private let batchSize = max(2, ProcessInfo.processInfo.activeProcessorCount * 4)
    private var pending: [DisplayList] = []
    private var pendingStart = 1
    private var received = 0
    private var written = 0
    private let started = Date()
    private var trap: FrameSignalTrap?

    /// Creates a stream that writes through `writer` the frames numbered in `numbers` (all by
    /// default), reporting the count written to `progress`.
    public init(writer: FrameWriter, numbers: ClosedRange<Int>? = nil, progress: (@Sendable (Int) -> Void)? = nil) {
        self.writer = writer
        self.numbers = numbers
        self.progress = progress
    }

    /// The next frame of the run.
    public func append(_ frame: DisplayList) throws {
        if trap == nil, writer.handlesSignals { trap = FrameSignalTrap.activate(folder: writer.folder) }
        received += 1
        guard numbers?.contains(received) ?? true else { return }
        if pending.isEmpty { pendingStart = received }
        pending.append(frame)
        if pending.count == batchSize { try flush() }
    }

    /// Writes what is left and says what was done.
    public func finish() throws -> FrameWriterSummary {
        defer { releaseTrap() }
        try flush()
        return FrameWriterSummary(frames: written, seconds: Date().timeIntervalSince(started))
    }

    deinit {
        releaseTrap()
    }

    private func releaseTrap() {
        trap?.deactivate()
        trap = nil
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        let done = written, progress = self.progress
        let numbers = pendingStart...(pendingStart + pending.count - 1)
        let summary = try writer.write(pending, firstNumber: pendingStart, numbers: numbers) { progress?(done + $0) }
        written += summary.frames
        pending.removeAll(keepingCapacity: true)
    }
}
