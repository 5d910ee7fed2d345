import Foundation

/// Runs `body` on a thread of its own, whose kept frame surface (and band memory) starts empty,
/// and waits for its result.
func onANewThread<Result>(_ body: @escaping () throws -> Result) throws -> Result {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) let body = body
    nonisolated(unsafe) var result: Result?
    nonisolated(unsafe) var failure: Error?
    Thread {
        do { result = try body() } catch { failure = error }
        done.signal()
    }.start()
    done.wait()
    if let failure { throw failure }
    return result!
}
