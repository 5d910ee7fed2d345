import Foundation

/// When item providers call their completion handlers: during a drop, after the drop's
/// `perform` returns and before the drop's intent ends, in the order they were asked for;
/// outside a drop, at once. Never on another thread, so a run draws the same frames each time.
enum ItemProviderDelivery {
    /// The handlers waiting for the drop being delivered on this thread to end; `nil` outside
    /// a drop. Per thread: a drop on one thread (a player's) leaves loads on others immediate.
    private static let pending = ThreadLocal<[() -> Void]?>(nil)

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

/// A value of each thread's own, starting at the same value on every thread.
private final class ThreadLocal<Value>: @unchecked Sendable {
    private let initial: Value
    private let values = PerThread<Box>()

    init(_ initial: Value) { self.initial = initial }

    /// Runs `body` on this thread's value.
    @discardableResult
    func update<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try body(&values.value(makingIfMissing: { Box(initial) }).value)
    }

    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}
