import Foundation

/// `.task(id:priority:_:)`: the value that restarts the task, how to compare it with the last
/// one seen, and the work.
struct TaskWatch {
    let id: Any
    let isEqual: (Any, Any) -> Bool
    let priority: TaskPriority
    let action: @isolated(any) () async -> Void
}

/// Runs a view's task to its end on the calling thread, between two frames, so that what it
/// changes shows in the next frame of every run alike.
///
/// The task's jobs run on this thread, one after another, as they become ready. When the task
/// waits on something outside it that resumes it later in real time (`Task.sleep`, a
/// network reply), the thread waits for that, up to ``realTimeLimit`` seconds in all; a task
/// still unfinished then is cancelled (`Task.sleep` throws `CancellationError`,
/// `Task.isCancelled` is true) and given as long again to end. Virtual time does not pass
/// meanwhile: a task that sleeps and then sets a value shows the value in the frame after the
/// view appeared.
enum TaskRunner {
    /// The real time a task may wait, in seconds, before it is cancelled.
    static let realTimeLimit = 2.0

    /// Runs `action` at `priority`: to its end, or to its cancellation, when it is not
    /// isolated to an actor; otherwise, isolated to the main actor (the player's), at once and
    /// up to its first wait, the rest when the main actor is free again. Returns the task
    /// that may still be running (only the main actor's), for its view to cancel.
    @MainActor @discardableResult
    static func run(priority: TaskPriority, _ action: @escaping @isolated(any) () async -> Void) -> Task<Void, Never>? {
        guard action.isolation == nil else {
            nonisolated(unsafe) let action = action
            return Task.immediate(priority: priority) { @MainActor in await action() }
        }
        let executor = ThreadDrivenExecutor()
        let work = Work(action: action)
        let task = Task(executorPreference: executor, priority: priority) {
            await work.action()
            executor.finish()
        }
        if executor.drive(until: Date(timeIntervalSinceNow: realTimeLimit)) { return nil }
        task.cancel()
        _ = executor.drive(until: Date(timeIntervalSinceNow: realTimeLimit))
        return nil
    }

    /// The work, handed to the task while the caller drives it: never run on two threads at once.
    private final class Work: @unchecked Sendable {
        let action: @isolated(any) () async -> Void
        init(action: @escaping @isolated(any) () async -> Void) { self.action = action }
    }
}

/// A task executor whose jobs run on the thread that drives it, in the order they come.
private final class ThreadDrivenExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var isFinished = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Marks the task done: the last job ends the drive.
    func finish() {
        condition.withLock {
            isFinished = true
            condition.signal()
        }
    }

    /// Runs jobs as they come until the task is done (`true`) or `deadline` passes (`false`).
    func drive(until deadline: Date) -> Bool {
        while true {
            condition.lock()
            while jobs.isEmpty, !isFinished {
                guard condition.wait(until: deadline) else {
                    condition.unlock()
                    return false
                }
            }
            guard !jobs.isEmpty else {
                condition.unlock()
                return true
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
