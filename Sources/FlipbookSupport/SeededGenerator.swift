import Foundation

/// A random number generator that gives the same numbers for the same seed, on every run and
/// every machine: Sebastiano Vigna's SplitMix64.
///
/// The standard library's `shuffle(using:)`, `randomElement(using:)` and `Int.random(in:using:)`
/// draw only from the generator they are given, so a game made from a seed is the same game
/// wherever it is made. Every app's model draws from this one generator.
///
/// ```swift
/// var generator = SeededGenerator(seed: 42)
/// let order = [1, 2, 3, 4].shuffled(using: &generator)   // the same order every time
/// ```
public struct SeededGenerator: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state: advanced by a fixed odd constant at every draw.
    private var state: UInt64

    /// Creates a generator whose numbers depend only on `seed`.
    ///
    /// - Parameter seed: Any value; 0 is as good as any other.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
