import CSystem
import FlipbookCore
import FlipbookRenderer
import Foundation

/// A fixed set of threads, one for each processor the process may run on, that run jobs in
/// the order they were submitted, keeping the jobs of one lane on one thread.
///
/// `FrameStream` draws on these rather than on Dispatch's global queue: that queue starts
/// more threads whenever its workers look blocked (writing a file, or only waiting for a
/// busy processor), and every thread that draws keeps its own Pango font map, its own
/// malloc arena and its own frame surface; a fixed set keeps memory flat and as many frames
/// being drawn as there are processors.
///
/// A lane is a run of consecutive frames. Its first job is taken by the first free worker,
/// which then takes the lane's later jobs itself, in order, and no other worker does. A worker
/// redraws only what changed since the frame its surface shows, so frames dealt out one by one
/// to two workers each redraw the change of two frames (the Set game's frames redrew 16% more
/// pixels on two workers than on one); in a lane, all but the first redraw one frame's change.
final class FrameWorkers: @unchecked Sendable {
    /// A job and the lane it belongs to (`nil`: any worker may run it).
    private typealias Job = (lane: Int?, run: @Sendable () -> Void)

    private let condition = NSCondition()
    /// Jobs not started yet, oldest first: at most sixteen a worker (the stream's limit of frames
    /// in flight), and a job leaves the list when it starts, so nothing it holds outlives it.
    private var jobs: [Job] = []
    /// The lane each worker runs, by worker; a worker keeps its lane until it takes another.
    private var lanes: [Int?]
    private var isClosed = false

    /// Starts `count` threads (at least one).
    init(count: Int = FrameWorkers.availableProcessors) {
        _ = Self.largeBlocksReturned
        lanes = Array(repeating: nil, count: max(1, count))
        for index in lanes.indices {
            let thread = Thread { [self] in work(as: index) }
            thread.name = "flipbook frame worker \(index + 1)"
            thread.start()
        }
    }

    /// Runs `job` on the first free worker, after the jobs submitted before it have started;
    /// a job of `lane` runs on the worker that runs that lane, once it is free.
    func submit(lane: Int? = nil, _ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append((lane, job))
            // Every waiting worker looks: the one woken by a signal might not be free to run it.
            condition.broadcast()
        }
    }

    /// Lets the workers end once every job submitted has run; submit nothing after it.
    func close() {
        condition.withLock {
            isClosed = true
            condition.broadcast()
        }
    }

    private func work(as worker: Int) {
        while let job = take(as: worker) { job() }
    }

    /// The next job `worker` may run, waiting for one; `nil` once closed and drained.
    private func take(as worker: Int) -> (@Sendable () -> Void)? {
        condition.withLock {
            while true {
                if let index = jobs.firstIndex(where: { mayRun($0.lane, as: worker) }) {
                    let job = jobs.remove(at: index)
                    if let lane = job.lane { lanes[worker] = lane }
                    // The others wait for jobs of this lane no more once it is drained.
                    if jobs.isEmpty, isClosed { condition.broadcast() }
                    return job.run
                }
                if jobs.isEmpty, isClosed { return nil }
                condition.wait()
            }
        }
    }

    /// Whether `worker` may run a job of `lane`: its own lane, no lane, or one no worker runs.
    private func mayRun(_ lane: Int?, as worker: Int) -> Bool {
        guard let lane, lanes[worker] != lane else { return true }
        return !lanes.contains(lane)
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
