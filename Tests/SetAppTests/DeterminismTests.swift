import FlipbookSupport
@testable import SetApp
import Testing

@Suite("Determinism")
struct DeterminismTests {
    /// SplitMix64's published first outputs for seed 0 (Vigna's reference `splitmix64.c`).
    @Test func theGeneratorIsSplitMix64() {
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test(arguments: [0, 1, 2023] as [UInt64])
    func sameSeedSameDeal(seed: UInt64) {
        var first = SetGame(seed: seed), second = SetGame(seed: seed)
        #expect(first == second)
        first.shuffle()
        second.shuffle()
        #expect(first.table == second.table)
    }

    @Test func differentSeedsDifferentDeals() {
        let tables = Set((0..<20).map { SetGame(seed: UInt64($0)).table.map(\.id) })
        #expect(tables.count == 20)
    }

    @Test func theDeckIsShuffled() {
        let game = SetGame(seed: 5)
        #expect((game.table + game.deck).map(\.id) != Array(0..<81))
    }
}
