import FlipbookCore
import FlipbookRenderer
import Foundation

/// A set of frame file names that threads add to at once: the frames a ``FrameWriter`` wrote.
public final class FrameNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: Set<String> = []

    /// An empty set.
    public init() {}

    /// Adds `name`.
    func insert(_ name: String) {
        lock.withLock { _ = names.insert(name) }
    }

    /// The names added so far.
    public var all: Set<String> {
        lock.withLock { names }
    }
}
