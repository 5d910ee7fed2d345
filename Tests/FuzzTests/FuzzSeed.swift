import FlipbookSupport
import Foundation

/// The seed of a fuzz run: `FLIPBOOK_FUZZ_SEED` when set (to replay or explore), else a fixed
/// one, so that `make test` tries the same inputs every time.
enum FuzzSeed {
    static let value: UInt64 = ProcessInfo.processInfo.environment["FLIPBOOK_FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_123

    /// How to replay a failure, for messages.
    static var replay: String { "seed \(value) (replay with FLIPBOOK_FUZZ_SEED=\(value))" }

    /// A generator for one part of the run: each part has its own stream, so adding cases to
    /// one part does not change the others.
    static func generator(for part: UInt64) -> SeededGenerator {
        SeededGenerator(seed: value &* 6_364_136_223_846_793_005 &+ part)
    }
}

extension RandomNumberGenerator {
    /// One of `items`, which must not be empty.
    mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &self)]
    }

    /// Whether a coin that lands heads with `probability` does.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
