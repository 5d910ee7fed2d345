import CCairo
import Foundation

/// A fixed set of threads, one for each processor the process may run on, that run jobs in
/// the order they were submitted.
///
/// `FrameStream` draws on these rather than on Dispatch's global queue: that queue starts
/// more threads whenever its workers look blocked (writing a file, or only waiting for a
/// busy processor), and every thread that draws keeps its own Pango font map, its own
/// malloc arena and its own frame surface; a fixed set keeps memory flat and as many frames
/// in flight as there are processors.
final class FrameWorkers: @unchecked Sendable {
    private let condition = NSCondition()
    /// Jobs not started yet, oldest first: at most eight a worker (the stream's limit of frames
    /// in flight), and a job leaves the list when it starts, so nothing it holds outlives it.
    private var jobs: [@Sendable () -> Void] = []
    private var isClosed = false

    /// Starts `count` threads (at least one).
    init(count: Int = FrameWorkers.availableProcessors) {
        _ = Self.largeBlocksReturned
        for index in 0..<max(1, count) {
            let thread = Thread { [self] in work() }
            thread.name = "flipbook frame worker \(index + 1)"
            thread.start()
        }
    }

    /// Runs `job` on the first free worker, after the jobs submitted before it have started.
    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Lets the workers end once every job submitted has run; submit nothing after it.
    func close() {
        condition.withLock {
            isClosed = true
            condition.broadcast()
        }
    }

    private func work() {
        while let job = take() { job() }
    }

    /// The next job, waiting for one; `nil` once closed and drained.
    private func take() -> (@Sendable () -> Void)? {
        condition.withLock {
            while jobs.isEmpty, !isClosed { condition.wait() }
            return jobs.isEmpty ? nil : jobs.removeFirst()
        }
    }

    /// Fixes glibc's threshold for serving a block by its own memory map at 4 MB, once.
    ///
    /// glibc raises that threshold to the size of every mapped block freed (up to 32 MB), so
    /// after the first frame the frame-sized blocks Cairo allocates (groups under opacity,
    /// 12 MB at 1170×2532) come from the threads' heaps, where blocks freed by several
    /// threads in turn leave holes that are never returned: the whole Set game at scale 3
    /// peaked at 175 MB that way, 97 MB with the threshold fixed. A fixed threshold also
    /// stops the raising. At 1 MB the 1.3 MB blocks of a 390×844 frame were mapped and
    /// unmapped every frame too (Memorize at 1x spent 7.6 s of 36 in the kernel); at 4 MB
    /// they stay in the heaps and only the blocks of frames from 2x up are mapped.
    private static let largeBlocksReturned: Void = {
        flipbook_set_mmap_threshold(4 << 20)
    }()

    /// The processors this process may run on (its affinity mask, as `taskset` sets it), at
    /// least one.
    static var availableProcessors: Int {
        let count = Int(flipbook_available_processors())
        return max(1, count > 0 ? count : ProcessInfo.processInfo.activeProcessorCount)
    }
}
