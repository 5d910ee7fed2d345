import Dispatch

/// Runs asynchronous work to its end from synchronous code: a drop's `DataRepresentation`
/// import, which SwiftUI lets be `async`, finishes before the drop's action runs.
enum AsyncResult {
    /// The result of `work`, run on a queue of its own (so that a caller on Swift's shared
    /// threads never waits for a thread it holds).
    static func wait<Value>(_ work: @escaping () async throws -> Value) throws -> Value {
        let box = ResultBox<Value>(work: work)
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: QueueExecutor.shared) {
            do { box.result = .success(try await box.work()) } catch { box.result = .failure(error) }
            done.signal()
        }
        // An import that waits for a thread this one holds (the main actor's, say) never ends:
        // say so rather than hang.
        guard done.wait(timeout: .now() + 30) == .success, let result = box.result else { throw ImportTimedOut() }
        return try result.get()
    }

    /// The work and its result, handed to the task while the caller waits: never used by
    /// both at once.
    /// An import that did not finish within 30 seconds.
    struct ImportTimedOut: Error, CustomStringConvertible {
        var description: String { "a drop's import did not finish within 30 seconds" }
    }

    private final class ResultBox<Value>: @unchecked Sendable {
        let work: () async throws -> Value
        var result: Result<Value, Error>?

        init(work: @escaping () async throws -> Value) { self.work = work }
    }
}

/// A task executor that runs its jobs on one serial dispatch queue.
private final class QueueExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = QueueExecutor()
    private let queue = DispatchQueue(label: "flipbook.transfer-import")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
