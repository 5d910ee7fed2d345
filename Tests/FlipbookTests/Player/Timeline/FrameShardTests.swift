import Flipbook
import Testing

@Suite("FrameShard")
struct FrameShardTests {
    @Test(arguments: [(1, 1), (10, 3), (235, 4), (2479, 8), (5, 7), (0, 2), (Int.max / 2, 5)])
    func shardsCoverEveryFrameOnceInOrder(total: Int, count: Int) throws {
        var next = 1
        for index in 0..<count {
            guard let range = try FrameShard(index: index, count: count).frames(of: total) else { continue }
            #expect(range.lowerBound == next, "shard \(index) starts where the last ended")
            #expect(range.count >= total / count && range.count <= total / count + 1, "sizes differ by one at most")
            next = range.upperBound + 1
        }
        #expect(next == total + 1)
    }

    @Test func parsesIndexOverCount() throws {
        #expect(try FrameShard(parsing: "3/8") == FrameShard(index: 3, count: 8))
        #expect(try FrameShard(parsing: "3/8").description == "3/8")
    }

    @Test(arguments: ["8/8", "-1/8", "1/0", "1", "a/b", "1/2/3", ""])
    func badShardsSayWhy(text: String) {
        #expect(throws: FrameShardError.self) { try FrameShard(parsing: text) }
    }
}
