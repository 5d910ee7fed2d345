import Foundation

/// The folders the benchmarks write frames into, all inside one folder that is removed when
/// the whole benchmark ends, not after each run.
///
/// On a filesystem like this machine's (ext4 without a journal), a file made within a minute
/// of many deletions waits while the allocator passes over every inode just freed: writing a
/// frame took 1.2–1.9 ms instead of a few tenths, most of it in the kernel's
/// `recently_deleted`. Removing one run's 2479 frames right before the next run started timed
/// the benchmark's own clean-up. Child benchmark processes write into their parent's folder
/// (`FLIPBOOK_BENCH_SCRATCH`) and leave its removal to the parent.
enum ScratchFolders {
    private static let variable = "FLIPBOOK_BENCH_SCRATCH"

    /// The folder all runs write in (the parent process's, or this process's own), and whether
    /// this process made it.
    private static let place: (root: URL, isOwn: Bool) = {
        if let inherited = ProcessInfo.processInfo.environment[variable] { return (URL(fileURLWithPath: inherited), false) }
        let own = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-benchmarks-\(getpid())")
        setenv(variable, own.path, 1)
        return (own, true)
    }()

    /// A new, empty folder for one run's frames, named after `name`.
    static func make(_ name: String) throws -> URL {
        let folder = place.root.appendingPathComponent("\(name)-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Settles which folder this process writes in, before it starts any child process; when
    /// it is this process's own, Ctrl-C or SIGTERM removes it before the process ends (the frames
    /// of a whole `make bench` take a few GB).
    static func claim() {
        guard place.isOwn else { return }
        _ = interruptions
    }

    /// The handlers of SIGINT and SIGTERM, kept alive for the process's life. A handler stops
    /// the runs under way in child processes (Foundation starts each in a process group of its
    /// own, out of reach of the terminal's Ctrl-C) and holds `removal` until the process ends,
    /// so the run it stopped cannot report its failing writes or exit first.
    private nonisolated(unsafe) static let interruptions: [DispatchSourceSignal] = [SIGINT, SIGTERM].map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            removal.lock()
            RunningChildren.stopAll()
            removeNow()
            exit(128 + number)
        }
        source.resume()
        return source
    }

    private static let removal = NSLock()

    /// Removes every run's frames, when this process made the folder they are in (waiting, when
    /// a signal is removing them, for the process to end).
    static func removeAll() {
        removal.withLock { removeNow() }
    }

    /// Renames the folder first, so a frame being written meanwhile cannot refill it.
    private static func removeNow() {
        guard place.isOwn else { return }
        let leaving = place.root.deletingLastPathComponent().appendingPathComponent(place.root.lastPathComponent + ".removing")
        let doomed = rename(place.root.path, leaving.path) == 0 ? leaving : place.root
        try? FileManager.default.removeItem(at: doomed)
    }
}
