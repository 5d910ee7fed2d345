import Foundation
import Testing
import TestSupport

@Suite("flipbook play --shard")
struct PlayShardTests {
    private var samplePath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/scripts/sample.touches").path
    }

    @Test(arguments: [3, 7])
    func shardsRunAsSeparateProcessesGiveTheFullRunsFiles(count: Int) throws {
        let full = try TemporaryFolder(), sharded = try TemporaryFolder()
        #expect(try CommandRunner.run(["play", samplePath, "-o", full.url.path, "--fps", "10"]).status == 0)
        for index in 0..<count {
            let result = try CommandRunner.run(["play", samplePath, "-o", sharded.url.path, "--fps", "10",
                                                "--shard", "\(index)/\(count)"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        let names = try full.contents()
        #expect(names.count > 50)
        #expect(try sharded.contents() == names, "every frame once, no other file")
        for name in names {
            #expect(try Data(contentsOf: sharded.file(name)) == Data(contentsOf: full.file(name)), "\(name)")
        }
    }

    @Test func oneShardWritesItsContiguousFramesOnly() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", samplePath, "-o", folder.url.path, "--fps", "10", "--shard", "1/2"])
        #expect(result.status == 0, "\(result.standardError)")
        let numbers = try folder.contents().compactMap { Int($0.dropFirst(6).prefix(5)) }
        #expect(numbers.first ?? 0 > 1, "the first half is left to shard 0")
        #expect(numbers == Array(numbers.first!...numbers.last!), "contiguous")
    }

    @Test(arguments: [["--shard", "2/2"], ["--shard", "1-2"], ["--shard", "0/0"], ["--shard", "0/2", "--frames", "1..2"]])
    func badShardsAreRefused(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", samplePath, "-o", folder.url.path] + arguments)
        #expect(result.status != 0)
        #expect(result.standardError.contains("shard"))
        #expect(try folder.contents().isEmpty, "no frame written")
    }
}
