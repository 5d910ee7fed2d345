import Foundation
import Testing
import TestSupport

/// An output that is an input, or another output, is refused with 64 before anything is
/// written: compared by device and inode, through links.
@Suite("flipbook: outputs naming inputs")
struct OutputsNamingInputsTests {
    private static let sample = Repository.path("assets/scripts/sample.touches")

    /// A folder holding `st.json`, a Memorize store with one theme, and a copy of its bytes.
    private func storeFolder() throws -> (TemporaryFolder, Data) {
        let folder = try TemporaryFolder()
        let bytes = Data(##"[{"name": "A", "color": "#ff00ff", "pairs": 2, "emojis": ["🍎", "🍐"]}]"##.utf8) + Data("\n".utf8)
        try bytes.write(to: folder.file("st.json"))
        return (folder, bytes)
    }

    @Test(arguments: [["--state-json", "st.json", "-o", "x.png"], ["--state-json", "link.json", "-o", "x.png"],
                      ["--state-json", "hard.json", "-o", "x.png"]])
    func renderRefusesAStateJSONThatIsTheStore(arguments: [String]) throws {
        let (folder, bytes) = try storeFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json").path, withDestinationPath: "st.json")
        try FileManager.default.linkItem(at: folder.file("st.json"), to: folder.file("hard.json"))
        let result = try CommandRunner.run(["render", "memorize", "--store", "st.json"] + arguments, in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--state-json '\(arguments[1])' and --store name one file"), "\(result.standardError)")
        #expect(try Data(contentsOf: folder.file("st.json")) == bytes)
        #expect(!FileManager.default.fileExists(atPath: folder.file("x.png").path))
    }

    @Test func renderRefusesAnImageThatIsTheStore() throws {
        let (folder, bytes) = try storeFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("st.png").path, withDestinationPath: "st.json")
        let result = try CommandRunner.run(["render", "memorize", "--store", "st.json", "-o", "st.png"], in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(try Data(contentsOf: folder.file("st.json")) == bytes)
    }

    @Test(arguments: [["--trace", "s.touches"], ["--state-json", "s.touches", "--no-frames"],
                      ["--trace", "x.gif", "--video", "x.gif"], ["-o", "out", "--state-json", "out/frame_00001.png"]])
    func playRefusesOutputsThatAreTheScriptOrOneAnother(arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let script = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
        try script.write(to: folder.file("s.touches"))
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: false)
        let result = try CommandRunner.run(["play", "s.touches", "--fps", "5"] + arguments, in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(try Data(contentsOf: folder.file("s.touches")) == script)
        #expect(try folder.contents() == ["out", "s.touches"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out").path).isEmpty)
    }

    @Test func plotAndDiffRefuseToWriteOverTheirInput() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["shape", "circle", "--size", "8x8", "-o", "a.png"], in: folder.url).status == 0)
        #expect(try CommandRunner.run(["shape", "oval", "--size", "8x8", "-o", "b.png"], in: folder.url).status == 0)
        let before = try Data(contentsOf: folder.file("a.png"))
        let diff = try CommandRunner.run(["diff", "a.png", "b.png", "-o", "a.png"], in: folder.url)
        #expect(diff.status == 64, "\(diff.standardError)")
        try Data("{\"frame\":1,\"time\":0,\"views\":[]}\n".utf8).write(to: folder.file("t.png"))
        let trace = try Data(contentsOf: folder.file("t.png"))
        let plot = try CommandRunner.run(["plot", "t.png", "-o", "t.png"], in: folder.url)
        #expect(plot.status == 64, "\(plot.standardError)")
        #expect(try Data(contentsOf: folder.file("a.png")) == before)
        #expect(try Data(contentsOf: folder.file("t.png")) == trace)
    }

    @Test func anOutputThatIsAFIFOIsRefusedAndLeftAlone() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.file("fifo").path, 0o644) == 0)
        let result = try CommandRunner.run(["render", "set", "-o", "x.png", "--state-json", "fifo"], in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--state-json 'fifo' is not a regular file"), "\(result.standardError)")
        var status = stat()
        #expect(lstat(folder.file("fifo").path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(try folder.contents() == ["fifo"])
    }

    @Test func aDeviceAsAnOutputIsRefused() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["render", "set", "-o", "x.png", "--state-json", "/dev/null"], in: folder.url)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(try folder.contents().isEmpty)
    }
}
