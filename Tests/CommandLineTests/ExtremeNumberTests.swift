import Foundation
import Testing
import TestSupport

/// Numbers at the edges of what their types hold end in a line and a status, never a crash.
@Suite("flipbook: extreme numbers")
struct ExtremeNumberTests {
    private static let sample = Repository.path("assets/scripts/sample.touches")

    @Test(arguments: ["100000000000000000/1000000000000000000", "999999999999999999/1000000000000000000",
                      "4611686018427387904/9223372036854775807"])
    func aShardOfAHugeCountWritesAFrameAtMostAndDoesNotOverflow(shard: String) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", Self.sample, "-o", folder.url.path, "--shard", shard])
        #expect(!result.wasKilledBySignal, "\(result.standardError)")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try folder.contents().count <= 1, "a shard of so many holds a frame at most")
    }

    @Test(arguments: [["--end-angle", "1e308"], ["--start-angle=-1e308"], ["--end-angle", "1000001"]])
    func pieAnglesPastAMillionDegreesAreRefused(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "pie", "--size", "50x50", "-o", folder.file("pie.png").path] + arguments)
        #expect(!result.wasKilledBySignal)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("must be from -1000000 to 1000000 degrees"), "\(result.standardError)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func aPieOfAMillionDegreesIsDrawn() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["shape", "pie", "--size", "50x50", "--start-angle=-1000000", "--end-angle", "1000000",
                                            "-o", folder.file("pie.png").path])
        #expect(result.status == 0, "\(result.standardError)")
    }

    /// A trace's line: view "a" at `x` in frame `frame`.
    private static func line(frame: Int, x: Double) -> String {
        #"{"frame":\#(frame),"time":0,"views":[{"height":10,"id":"a","opacity":1,"rotation":0,"rotation3D":0,"scale":1,"#
            + #""width":10,"x":\#(x),"y":0}]}"#
    }

    static let extremes: [(first: Int, value: Double)] = [(1, 1e300), (1, -1e300), (1, 1.7e308), (Int.max - 1, 5), (Int.min, 5)]

    @Test(arguments: extremes)
    func plotsOfExtremeValuesAndFrameNumbersAreDrawnAndChecked(first: Int, value: Double) throws {
        let folder = try TemporaryFolder()
        let trace = folder.file("t.jsonl")
        let lines = [(first, 0.0), (first + 1, value)].map { frame, x in
            Self.line(frame: frame, x: x)
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: trace)
        let plot = try CommandRunner.run(["plot", trace.path, "-o", folder.file("p.png").path])
        #expect(!plot.wasKilledBySignal, "\(plot.standardError)")
        #expect(plot.status == 0, "\(plot.standardError)")
        let check = try CommandRunner.run(["plot", trace.path, "--max-step", "1"])
        #expect(!check.wasKilledBySignal, "\(check.standardError)")
        #expect(check.status == 1, "\(check.standardError)")
    }

    @Test func tracesAtTheLastFrameNumberAreCheckedWithoutOverflow() throws {
        let folder = try TemporaryFolder()
        let trace = folder.file("t.jsonl")
        let lines = [Int.max - 1, Int.max, Int.max].map { Self.line(frame: $0, x: 0) }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: trace)
        let check = try CommandRunner.run(["plot", trace.path, "--max-step", "1"])
        #expect(!check.wasKilledBySignal, "\(check.standardError)")
        #expect(check.status == 0, "\(check.standardError)")
    }

    @Test func anEmojiPinchedAThousandfoldTwiceIsDrawnAndTheRunEnds() throws {
        let folder = try TemporaryFolder()
        let document = #"{"emojis":[{"id":1,"string":"a","position":{"x":0,"y":0},"size":40}],"lastID":1}"#
        try Data(document.utf8).write(to: folder.file("doc.json"))
        let script = "app emojiart\ndocument \(folder.file("doc.json").path)\ntap 195,412\nwait 0.1\n"
            + "pinch 1000 at 195,400 over 0.3\nwait 0.1\npinch 1000 at 195,400 over 0.3\nwait 0.1\n"
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "-o", folder.file("frames").path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("cairo"), "\(result.standardError)")
    }
}
