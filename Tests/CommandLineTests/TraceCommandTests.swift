import Flipbook
import Foundation
import Testing
import TestSupport

@Suite("flipbook play --trace, flipbook plot")
struct TraceCommandTests {
    private static let sample = Repository.path("assets/scripts/sample.touches")

    /// A trace in which view "a" jumps 200 pt at frame 4 when `jumps`; "b" moves 10 pt at most.
    private func writeTrace(jumps: Bool, in folder: TemporaryFolder) throws -> URL {
        let xs: [Double] = jumps ? [0, 10, 20, 220, 230] : [0, 10, 20, 30, 40]
        let frames = xs.enumerated().map { index, x in
            FrameTrace(frame: index + 1, time: Double(index) / 10,
                       views: [TracedView(id: "a", x: x, y: 0, width: 10, height: 10), TracedView(id: "b", x: 0, y: x / 20, width: 10, height: 10)])
        }
        let url = folder.file(jumps ? "jump.jsonl" : "smooth.jsonl")
        try TraceFile.write(frames, to: url)
        return url
    }

    @Test func traceOfTheSampleHasItsKnownPositions() throws {
        let folder = try TemporaryFolder()
        let trace = folder.file("sample.jsonl")
        let result = try CommandRunner.run(["play", Self.sample, "--trace", trace.path, "--fps", "10", "--frames", "2..4"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try folder.contents() == ["sample.jsonl"], "a trace alone draws no frame")
        let frames = try TraceFile.read(contentsOf: trace)
        #expect(frames.map(\.frame) == [2, 3, 4])
        #expect(frames.map(\.time) == [0.1, 0.2, 0.3])
        // The sample's three 56-point shapes in a row, 12 points apart, on a 390×844 screen below
        // its 47-point status bar.
        let expected = [("1", 99.0), ("2", 167.0), ("3", 235.0)].map {
            TracedView(id: $0.0, x: $0.1, y: 313.2813, width: 56, height: 56)
        }
        #expect(frames[0].views == expected)
    }

    @Test func maxStepExitsOneNamingTheFrameOnlyWhenAViewJumps() throws {
        let folder = try TemporaryFolder()
        let jump = try CommandRunner.run(["plot", try writeTrace(jumps: true, in: folder).path, "--max-step", "25"])
        #expect(jump.status == 1)
        #expect(jump.standardError.contains("1 jump(s) of more than 25.0 pt") && jump.standardError.contains("frame 4 (0.3 s): a moved 200.0 pt"),
                "\(jump.standardError)")
        let smooth = try CommandRunner.run(["plot", try writeTrace(jumps: false, in: folder).path, "--max-step", "25"])
        #expect(smooth.status == 0, "\(smooth.standardError)")
        #expect(smooth.standardOutput.contains("no view moved more than 25.0 pt"))
        let onlyB = try CommandRunner.run(["plot", folder.file("jump.jsonl").path, "--max-step", "25", "--id", "b"])
        #expect(onlyB.status == 0, "\(onlyB.standardError)")
    }

    @Test func playMaxStepChecksTheRunItself() throws {
        let calm = try CommandRunner.run(["play", Self.sample, "--fps", "10", "--max-step", "20"])
        #expect(calm.status == 0, "\(calm.standardError)")
        let strict = try CommandRunner.run(["play", Self.sample, "--fps", "10", "--max-step", "5"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("frame 42 (4.1 s): 1 moved 10.5 pt"), "\(strict.standardError)")
    }

    @Test func plotDrawsAPNGOfTheChosenSize() throws {
        let folder = try TemporaryFolder()
        let plot = folder.file("plot.png")
        let result = try CommandRunner.run(["plot", try writeTrace(jumps: true, in: folder).path, "--id", "a", "--id", "b",
                                            "--value", "x", "--value", "opacity", "-o", plot.path, "--scale", "2"])
        #expect(result.status == 0, "\(result.standardError)")
        let bitmap = try Bitmap(contentsOfPNG: plot)
        #expect(bitmap.width == 1800 && bitmap.height == 2 * (34 + 2 * 260))
    }

    @Test(arguments: [
        (["--id", "zebra", "-o", "p.png"], "no view 'zebra' in the trace (there is: a, b)"),
        (["--value", "colour", "-o", "p.png"], "colour"),
        ([], "missing -o FILE (or --max-step N)"),
        (["--max-step", "0"], "must be greater than 0"),
    ])
    func badPlotArgumentsAreOneLine(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let trace = try writeTrace(jumps: false, in: folder)
        let result = try CommandRunner.run(["plot", trace.path] + arguments.map { $0 == "p.png" ? folder.file($0).path : $0 })
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try folder.contents() == ["smooth.jsonl"])
    }

    @Test func aFileThatIsNotATraceIsNamedWithItsLine() throws {
        let folder = try TemporaryFolder()
        try Data("{\"frame\":1,\"time\":0,\"views\":[]}\nhello\n".utf8).write(to: folder.file("bad.jsonl"))
        let result = try CommandRunner.run(["plot", folder.file("bad.jsonl").path, "--max-step", "1"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("line 2 is not a frame of a trace"), "\(result.standardError)")
    }

    @Test func everyViewOfAFrameHasAnIDOfItsOwn() throws {
        let folder = try TemporaryFolder()
        let script = "app emojiart\ndocument \(folder.file("doc.json").path)\ndrag palette \"🚗\" -> 200,300 over 0.6\nwait 0.3\n"
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let trace = folder.file("t.jsonl")
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--fps", "10", "--trace", trace.path])
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try TraceFile.read(contentsOf: trace)
        for frame in frames {
            let ids = frame.views.map(\.id)
            #expect(Set(ids).count == ids.count, "frame \(frame.frame) repeats an id: \(ids)")
        }
    }

    @Test(arguments: ["-", "/dev/stdout"])
    func aTraceGoesToStandardOutputAlone(path: String) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", Self.sample, "--trace", path, "--fps", "10", "--frames", "2..4"])
        #expect(result.status == 0, "\(result.standardError)")
        let frames = try TraceFile.parse(Data(result.standardOutput.utf8), file: "stdout")
        #expect(frames.map(\.frame) == [2, 3, 4])
        #expect(try folder.contents().isEmpty)
    }

    @Test func aDroppedEmojiIsTracedWhereItIsAndJumpsNowhere() throws {
        let folder = try TemporaryFolder()
        let script = "app emojiart\ndocument \(folder.file("doc.json").path)\ndrop text \"🍎\" at 200,400\nwait 0.3\n"
            + "drag emoji 1 -> 100,300 over 0.5\nwait 0.3\n"
        try Data(script.utf8).write(to: folder.file("s.touches"))
        let trace = folder.file("t.jsonl")
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--trace", trace.path, "--max-step", "30"])
        #expect(result.status == 0, "no view jumps: the palette's first emoji stays '1' as the dropped one comes. \(result.standardError)")
        let last = try #require(try TraceFile.read(contentsOf: trace).last)
        let emoji = try #require(last.views.first { $0.width < 100 && abs($0.center.x - 100) < 5 })
        #expect(abs(emoji.center.y - 300) < 5, "the emoji's own frame, where it was dragged to: \(emoji)")
        #expect(last.views.allSatisfy { $0.width < 390 }, "no view is traced as the whole document: \(last.views.map(\.id))")
    }
}
