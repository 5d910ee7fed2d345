import Foundation
import Testing
import TestSupport

@Suite("flipbook play --video")
struct VideoCommandTests {
    private static let sample = Repository.path("assets/scripts/sample.touches")

    /// 12 frames of the sample at 10 fps, half scale: the screen is 195×422 pixels.
    @Test(arguments: [("mp4", "h264", 196), ("webm", "vp9", 195), ("gif", "gif", 195)])
    func ffprobeReadsTheFramesSizeAndRate(extension: String, codec: String, width: Int) throws {
        let folder = try TemporaryFolder()
        let video = folder.file("sample.\(`extension`)")
        let result = try CommandRunner.run(["play", Self.sample, "--video", video.path, "--fps", "10", "--scale", "0.5",
                                            "--frames", "5..16"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("wrote 12 frames"), "\(result.standardOutput)")
        let probe = try VideoProbe.probe(video)
        // H.264 4:2:0 needs even sizes: the mp4 is padded by one column.
        #expect(probe == VideoProbe(codec: codec, width: width, height: 422, frameRate: "10/1", frames: 12))
        #expect(try folder.contents() == ["sample.\(`extension`)"], "no temporary file left")
    }

    @Test func animatedWebPHasEveryFrameAtTheRunsRate() throws {
        let folder = try TemporaryFolder()
        let video = folder.file("sample.webp")
        let result = try CommandRunner.run(["play", Self.sample, "--video", video.path, "--fps", "20", "--scale", "0.5",
                                            "--frames", "1..15"])
        #expect(result.status == 0, "\(result.standardError)")
        let webp = try #require(try AnimatedWebP.read(video))
        #expect(webp.width == 195 && webp.height == 422)
        // libwebp merges a frame into the one before when nothing changed, adding up their
        // times: 15 frames of 50 ms are 750 ms in frames of whole multiples of 50 ms.
        #expect(webp.frameDurations.reduce(0, +) == 750, "\(webp.frameDurations)")
        #expect(webp.frameDurations.allSatisfy { $0 > 0 && $0 % 50 == 0 }, "\(webp.frameDurations)")
        #expect(webp.frameDurations.count > 10, "the sample moves in most of these frames")
    }

    @Test func missingFFmpegIsOneClearLineAndTheOldFileStays() throws {
        let folder = try TemporaryFolder()
        let video = folder.file("old.mp4")
        try Data("old".utf8).write(to: video)
        let result = try CommandRunner.run(["play", Self.sample, "--video", video.path, "--fps", "10"],
                                           environment: ["PATH": folder.url.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("ffmpeg is not installed (no 'ffmpeg' on PATH)"), "\(result.standardError)")
        #expect(result.standardError.split(separator: "\n").count <= 2)
        #expect(try Data(contentsOf: video) == Data("old".utf8))
        #expect(try folder.contents() == ["old.mp4"])
    }

    @Test(arguments: [
        (["--video", "out.avi"], "the name must end in .mp4, .webm, .gif or .webp"),
        (["--video", "out.mp4", "-o", "frames"], "use either -o DIR or --video FILE, not both"),
        (["--video", "out.mp4", "--no-frames"], "--no-frames builds no frame"),
    ])
    func badVideoOptionsAreRefused(arguments: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.run(["play", Self.sample] + arguments.map { $0.hasPrefix("out") || $0 == "frames" ? folder.file($0).path : $0 })
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func aFolderThatCannotBeWrittenIsNamed() throws {
        let folder = try TemporaryFolder()
        let video = folder.file("missing/out.mp4")
        let result = try CommandRunner.run(["play", Self.sample, "--video", video.path, "--fps", "10", "--frames", "1..2"])
        #expect(result.status == 1)
        #expect(result.standardError.contains(video.path) && result.standardError.contains("No such file or directory"),
                "\(result.standardError)")
    }

    @Test func aSignalRemovesTheUnfinishedVideo() throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 600\n".utf8).write(to: folder.file("long.touches"))
        let video = folder.file("long.mp4")
        // ffmpeg has written some of the temporary file: frames are under way.
        let started = {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).contains { name in
                name.hasPrefix(".long.mp4.") && ((try? FileManager.default.attributesOfItem(atPath: folder.file(name).path)[.size] as? Int) ?? 0) > 0
            }
        }
        let result = try #require(try CommandRunner.run(
            ["play", folder.file("long.touches").path, "--video", video.path, "--fps", "30", "--scale", "0.25"], signal: SIGTERM
        ) { started() })
        #expect(result.status == 143, "\(result.standardError)")
        #expect(result.standardError.contains("interrupted by SIGTERM"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["long.touches"],
                "neither the video nor its temporary file is left")
    }
}
