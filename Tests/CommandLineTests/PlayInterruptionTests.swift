import Foundation
import Testing
import TestSupport

@Suite("flipbook play, stopped by a signal")
struct PlayInterruptionTests {
    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM")])
    func signalLeavesOnlyWholeFramesAndSaysHowMany(signal: Int32, status: Int32, name: String) throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 600\n".utf8).write(to: folder.file("long.touches"))
        let frames = folder.file("frames")
        let framesWritten = { ((try? FileManager.default.contentsOfDirectory(atPath: frames.path)) ?? []).filter { $0.hasPrefix("frame_") } }
        let result = try #require(try CommandRunner.run(
            ["play", folder.file("long.touches").path, "-o", frames.path, "--fps", "30"], signal: signal
        ) { framesWritten().count >= 3 })
        #expect(result.status == status, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        #expect(names.filter { $0.hasSuffix(".tmp") }.isEmpty, "no temporary files left: \(names.filter { $0.hasSuffix(".tmp") })")
        let written = names.filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }
        #expect(result.standardError.contains("interrupted by \(name): \(written.count) frame(s) completed in \(frames.path)"),
                "\(result.standardError)")
        #expect(written.count < 18_001, "stopped long before the end")
    }
}
