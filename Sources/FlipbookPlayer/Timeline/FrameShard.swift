import FlipbookCore
import FlipbookRenderer

/// One of `count` contiguous parts of a run's frames, so a long sequence can be written by
/// several processes or machines at once: shard `index` (0-based, as Kubernetes'
/// `JOB_COMPLETION_INDEX` and a Slurm array from 0 number them) writes frames
/// `total * index / count + 1 ... total * (index + 1) / count`, the same files a whole run
/// writes for them. Together the shards cover every frame once.
public struct FrameShard: Hashable, Sendable, CustomStringConvertible {
    /// Which shard, 0..<count.
    public let index: Int
    /// How many shards the run is cut into, 1 or more.
    public let count: Int

    /// Creates shard `index` of `count`, or throws when `count` is below 1 or `index` is not
    /// in 0..<count.
    public init(index: Int, count: Int) throws {
        guard count >= 1 else { throw FrameShardError("the number of shards must be 1 or more, not \(count)") }
        guard (0..<count).contains(index) else {
            throw FrameShardError("shard \(index) is not one of 0...\(count - 1) (shards count from 0)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, as `--shard 3/8`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw FrameShardError("invalid shard '\(Excerpt.of(text))': expected I/N with 0 <= I < N, e.g. 0/4")
        }
        try self.init(index: index, count: count)
    }

    /// The 1-based numbers of this shard's frames in a run of `total` frames, or `nil` when it
    /// has none (more shards than frames).
    public func frames(of total: Int) -> ClosedRange<Int>? {
        let first = Self.boundary(index, of: total, count: count) + 1
        let last = Self.boundary(index + 1, of: total, count: count)
        return first <= last ? first...last : nil
    }

    public var description: String { "\(index)/\(count)" }

    /// Frames before shard `index`: `total * index / count`, without overflow.
    private static func boundary(_ index: Int, of total: Int, count: Int) -> Int {
        let (quotient, remainder) = max(0, total).quotientAndRemainder(dividingBy: count)
        // remainder < count and index <= count: the product needs two words, the quotient one.
        return quotient * index + count.dividingFullWidth(remainder.multipliedFullWidth(by: index)).quotient
    }
}

/// A shard that cannot be: its message says why.
public struct FrameShardError: Error, CustomStringConvertible {
    /// What is wrong, in one line.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
