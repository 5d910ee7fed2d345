import Foundation

/// The benchmark runs under way in child processes, so that Ctrl-C stops them with the
/// benchmark. Foundation's `Process` starts each child as the leader of a process group of its
/// own, which the terminal's Ctrl-C does not reach; the child's own children (the run that
/// `child-usage` times) stay in that group.
enum RunningChildren {
    nonisolated(unsafe) private static var groups: Set<pid_t> = []
    private static let lock = NSLock()

    /// Notes the child `pid`, started as the leader of its process group.
    static func started(_ pid: pid_t) {
        lock.withLock { _ = groups.insert(pid) }
    }

    /// Forgets the child `pid`, which has ended.
    static func ended(_ pid: pid_t) {
        lock.withLock { _ = groups.remove(pid) }
    }

    /// Sends SIGTERM to every running child's process group.
    static func stopAll() {
        for group in lock.withLock({ groups }) { kill(-group, SIGTERM) }
    }
}
