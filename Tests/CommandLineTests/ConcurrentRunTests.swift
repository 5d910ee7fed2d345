import Foundation
import Testing
import TestSupport

/// Runs at the same time on the same files: every edit lands, a failing run takes back only
/// its own files, and a planted link never carries a frame out of the folder.
@Suite("flipbook: concurrent runs and planted links")
struct ConcurrentRunTests {
    private static let sample = Repository.path("assets/scripts/sample.touches")

    @Test(arguments: [true, false])
    func concurrentThemeAddsAllLand(storeExists: Bool) throws {
        let folder = try TemporaryFolder()
        let store = folder.file("store.json").path
        if storeExists {
            #expect(try CommandRunner.run(["memorize", "themes", "add", "--name", "First", "--emojis", "🍎🍐", "--store", store]).status == 0)
        }
        let names = (1...8).map { "Theme\($0)" }
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            let result = try? CommandRunner.run(["memorize", "themes", "add", "--name", names[index], "--emojis", "🍎🍐🍊",
                                                 "--store", store])
            statuses.add(result?.status ?? -1)
        }
        #expect(statuses.all == Array(repeating: 0, count: names.count))
        let list = try CommandRunner.run(["memorize", "themes", "list", "--store", store])
        for name in names { #expect(list.standardOutput.contains(name), "\(name) was lost") }
    }

    @Test func aFailingPlayLeavesTheFilesOfAnotherRunInTheFolderItMade() throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 2\ntap button \"Nope\"\n".utf8).write(to: folder.file("bad.touches"))
        let frames = folder.file("frames"), script = folder.file("bad.touches").path
        let finished = DispatchSemaphore(value: 0)
        let outcome = Statuses()
        DispatchQueue.global().async {
            let result = try? CommandRunner.run(["play", script, "-o", frames.path, "--fps", "30"])
            outcome.add(result?.status ?? -1)
            finished.signal()
        }
        while !FileManager.default.fileExists(atPath: frames.path) { usleep(2_000) }
        try Data("theirs".utf8).write(to: frames.appendingPathComponent("frame_99999.png"))
        finished.wait()
        #expect(outcome.all == [1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path) == ["frame_99999.png"],
                "the other run's file stays, this run's frames go")
    }

    @Test func aFailingPlayRemovesTheEmptyFolderItMade() throws {
        let folder = try TemporaryFolder()
        try Data("app sample\nwait 0.2\ntap button \"Nope\"\n".utf8).write(to: folder.file("bad.touches"))
        let result = try CommandRunner.run(["play", "bad.touches", "-o", "a/b/frames", "--fps", "10"], in: folder.url)
        #expect(result.status == 1)
        #expect(try folder.contents() == ["bad.touches"])
    }

    @Test func aLinkPlantedUnderAFramesNameIsReplacedNotWrittenThrough() throws {
        let folder = try TemporaryFolder()
        try Data("precious".utf8).write(to: folder.file("precious.txt"))
        try FileManager.default.createDirectory(at: folder.file("out"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("out/frame_00002.png").path, withDestinationPath: "../precious.txt")
        let result = try CommandRunner.run(["play", Self.sample, "-o", folder.file("out").path, "--fps", "10", "--frames", "1..3"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try String(contentsOf: folder.file("precious.txt"), encoding: .utf8) == "precious")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("out/frame_00002.png").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }
}

/// Exit statuses gathered from several threads.
private final class Statuses: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int32] = []

    func add(_ status: Int32) { lock.withLock { statuses.append(status) } }

    var all: [Int32] { lock.withLock { statuses } }
}
