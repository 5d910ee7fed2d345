import Foundation

/// The states a value had, for undo and redo: each change records the state before it;
/// undo steps back, redo steps forward again, and a new change forgets what could be redone.
public struct UndoHistory<Value: Sendable>: Sendable {
    private var past: [Value] = []
    private var future: [Value] = []
    /// How many states are kept to go back to.
    public let limit: Int

    /// An empty history keeping at most `limit` states.
    public init(limit: Int = 100) {
        self.limit = max(1, limit)
    }

    /// Whether there is a change to undo.
    public var canUndo: Bool { !past.isEmpty }
    /// Whether there is an undone change to redo.
    public var canRedo: Bool { !future.isEmpty }

    /// Records `old`, the state before a change.
    public mutating func record(_ old: Value) {
        past.append(old)
        if past.count > limit { past.removeFirst(past.count - limit) }
        future.removeAll()
    }

    /// The state before the last change, given the state now; `nil` when there is none.
    public mutating func undo(from current: Value) -> Value? {
        guard let previous = past.popLast() else { return nil }
        future.append(current)
        return previous
    }

    /// The state the last undo left, given the state now; `nil` when there is none.
    public mutating func redo(from current: Value) -> Value? {
        guard let next = future.popLast() else { return nil }
        past.append(current)
        return next
    }
}
