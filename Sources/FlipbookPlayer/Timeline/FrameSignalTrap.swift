import FlipbookCore
import FlipbookRenderer
import Foundation

/// Stops the writing of frames cleanly when the process is told to stop (SIGINT, SIGTERM).
///
/// While at least one writer is active, both signals are caught instead of killing the
/// process at once: no new frame starts, the frames being written are finished (for at most
/// ten seconds), every temporary frame file (`.frame_00012.png.<UUID>.tmp`) left in the
/// folders being written is removed, a line on standard error says how many frames were
/// completed, and the process exits with the usual status, 128 + the signal's number (130
/// for SIGINT, 143 for SIGTERM). When no writer is active the signals act as they always do.
final class FrameSignalTrap: @unchecked Sendable {
    /// The one trap of the process: signals belong to the whole process.
    static let shared = FrameSignalTrap()
    /// The signals caught.
    static let signals: [Int32] = [SIGINT, SIGTERM]

    private let condition = NSCondition()
    private var activeFolders: [URL] = []
    /// Temporary files of outputs in progress (videos), removed when a signal stops the run.
    private var temporaryFiles: Set<String> = []
    private var completed = 0
    private var inFlight = 0
    private var isStopping = false
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "org.flipbook.frame-signals")

    private init() {}

    /// Starts catching the signals for a writer of `folder` (nested activations share one
    /// count of frames completed) and returns the trap, to be deactivated when done.
    static func activate(folder: URL) -> FrameSignalTrap {
        shared.activate(folder: folder)
        return shared
    }

    /// Ends one activation; after the last, the signals act as usual again.
    func deactivate() {
        condition.withLock {
            if let index = activeFolders.indices.last { activeFolders.remove(at: index) }
            guard activeFolders.isEmpty, !isStopping else { return }
            sources.forEach { $0.cancel() }
            sources = []
            Self.signals.forEach { signal($0, SIG_DFL) }
        }
    }

    /// Called by a worker before it starts a frame; `false` once a signal came.
    func beginFrame() -> Bool {
        condition.withLock {
            guard !isStopping else { return false }
            inFlight += 1
            return true
        }
    }

    /// Called by a worker when the frame it began is done with, written or not.
    func endFrame() {
        condition.withLock {
            inFlight -= 1
            condition.broadcast()
        }
    }

    /// Counts a frame written in full.
    func frameCompleted() {
        condition.withLock { completed += 1 }
    }

    /// Removes the temporary file at `path` too when a signal stops the run.
    func track(temporaryFile path: String) {
        condition.withLock { _ = temporaryFiles.insert(path) }
    }

    /// Forgets a temporary file that was renamed into place or removed.
    func untrack(temporaryFile path: String) {
        condition.withLock { _ = temporaryFiles.remove(path) }
    }

    /// Whether `name` is a temporary frame file: `.frame_…png.<UUID>.tmp`.
    static func isTemporaryFrame(_ name: String) -> Bool {
        name.hasPrefix(".frame_") && name.hasSuffix(".tmp") && name.contains(".png.")
    }

    // MARK: - Catching

    private func activate(folder: URL) {
        condition.withLock {
            if activeFolders.isEmpty {
                completed = 0
                installSources()
            }
            activeFolders.append(folder)
        }
    }

    /// Ignores the signals' default action and handles them on a queue of their own.
    private func installSources() {
        sources = Self.signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [unowned self] in stop(after: number) }
            source.resume()
            return source
        }
    }

    /// The line a stopped run ends with: the signal, the frames completed and the folders they
    /// are in (none named when the run had already let go of its folder, as when its writes
    /// failed because the folder went away).
    static func interruptionLine(signal number: Int32, completed count: Int, folders: [URL]) -> String {
        let name = number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : "signal \(number)"
        let place = folders.isEmpty ? "" : " in " + folders.map(\.path).sorted().joined(separator: ", ")
        return "interrupted by \(name): \(count) frame(s) completed\(place); no temporary files left"
    }

    /// Waits for the frames in flight, removes temporary files, puts the frames completed on
    /// disk, reports and exits.
    private func stop(after number: Int32) -> Never {
        let (folders, count, files) = condition.withLock {
            isStopping = true
            let deadline = Date(timeIntervalSinceNow: 10)
            while inFlight > 0, condition.wait(until: deadline) {}
            return (Set(activeFolders), completed, temporaryFiles)
        }
        folders.forEach(Self.removeTemporaryFrames)
        files.forEach { unlink($0) }
        folders.forEach(AtomicFile.flushFileSystem(holding:))
        let line = (isatty(STDERR_FILENO) == 1 ? "\n" : "")
            + Self.interruptionLine(signal: number, completed: count, folders: Array(folders)) + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        fflush(nil)
        _exit(128 + number)
    }

    /// Removes every temporary frame file in `folder`.
    private static func removeTemporaryFrames(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where isTemporaryFrame(name) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }
}
