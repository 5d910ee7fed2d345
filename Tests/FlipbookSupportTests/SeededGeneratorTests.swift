import FlipbookSupport
import Testing

@Suite("SeededGenerator")
struct SeededGeneratorTests {
    /// SplitMix64's published first outputs for seed 0 (Vigna's reference `splitmix64.c`).
    @Test func matchesTheReferenceSplitMix64() {
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func sameSeedSameShuffle() {
        var first = SeededGenerator(seed: 2023), second = SeededGenerator(seed: 2023)
        let deck = Array(0..<52)
        #expect(deck.shuffled(using: &first) == deck.shuffled(using: &second))
    }

    @Test func differentSeedsDifferentShuffles() {
        let deck = Array(0..<52)
        let orders = Set((0..<20).map { seed -> [Int] in
            var generator = SeededGenerator(seed: UInt64(seed))
            return deck.shuffled(using: &generator)
        })
        #expect(orders.count == 20)
    }
}
