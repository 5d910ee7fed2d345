import Foundation

/// When item providers call their completion handlers: during a drop, after the drop's
/// `perform` returns and before the drop's intent ends, in the order they were asked for;
/// outside a drop, at once. Never on another thread, so a run draws the same frames each time.
enum ItemProviderDelivery {
    /// The handlers waiting for the drop being delivered to end; `nil` outside a drop.
    private static let pending = Locked<[() -> Void]?>(nil)

    /// Runs `handler` now, or when the drop being delivered has returned.
    ///
    /// - Returns: The progress: one unit, completed once `handler` has run.
    @discardableResult
    static func deliver(_ handler: @escaping () -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let run = {
            handler()
            progress.completedUnitCount = 1
        }
        let queued = pending.update { waiting -> Bool in
            guard waiting != nil else { return false }
            waiting?.append(run)
            return true
        }
        if !queued { run() }
        return progress
    }

    /// Runs `drop` (a drop destination's `perform`), then the completion handlers it and they
    /// asked for, in order.
    ///
    /// - Returns: What `drop` returned.
    static func delivering<Result>(_ drop: () throws -> Result) rethrows -> Result {
        let outer = pending.update { waiting -> [() -> Void]? in
            defer { waiting = [] }
            return waiting
        }
        defer { pending.update { $0 = outer } }
        let result = try drop()
        while let next = pending.update({ waiting in waiting?.isEmpty == false ? waiting?.removeFirst() : nil }) {
            next()
        }
        return result
    }
}

/// A value read and changed under a lock.
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held.
    @discardableResult
    func update<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
