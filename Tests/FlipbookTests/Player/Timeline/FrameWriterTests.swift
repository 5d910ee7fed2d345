import Flipbook
import Foundation
import Testing
import TestSupport

@MainActor
@Suite("Frame writer: names and folders")
struct FrameWriterTests {
    @Test(arguments: [(0, 5), (1, 5), (99_999, 5), (100_000, 6), (2_592_001, 7)])
    func digitsFollowTheFrameCount(count: Int, digits: Int) {
        #expect(FrameWriter.digits(forFrameCount: count) == digits)
    }

    @Test func namesSortInFrameOrderPastNinetyNineThousand() {
        let writer = FrameWriter(folder: URL(fileURLWithPath: "/tmp"), frameCount: 123_456)
        let numbers = [1, 9, 10, 99_999, 100_000, 123_456]
        let names = numbers.map(writer.fileName(ofFrame:))
        #expect(names.first == "frame_000001.png")
        #expect(names.last == "frame_123456.png")
        #expect(names.sorted() == names)
        #expect(FrameWriter(folder: URL(fileURLWithPath: "/tmp")).fileName(ofFrame: 7) == "frame_00007.png")
    }

    @Test func writtenFramesUseTheWritersDigits() throws {
        let folder = try TemporaryFolder()
        let frame = Player(size: CGSize(width: 4, height: 4)) { Color.red }.frame(at: 0)
        let writer = FrameWriter(folder: folder.url, frameCount: 100_000)
        _ = try writer.write([frame, frame], firstNumber: 99_999)
        #expect(try folder.contents() == ["frame_099999.png", "frame_100000.png"])
    }

    // MARK: - Folders

    private func folder(holding names: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in names { try Data().write(to: folder.file(name)) }
        return folder
    }

    @Test func framesFromALongerRunAreRefused() throws {
        let folder = try folder(holding: (1...12).map { FrameWriter.fileName(ofFrame: $0) } + ["notes.txt"])
        let writer = FrameWriter(folder: folder.url, frameCount: 10)
        #expect(throws: FrameFolderError.foreignFrames(folder: folder.url.path, names: ["frame_00011.png", "frame_00012.png"])) {
            try writer.prepareFolder(frameCount: 10, overwrite: false)
        }
        #expect(try folder.contents().count == 13, "nothing removed")
    }

    @Test func overwriteRemovesOnlyFramesTheRunWouldNotWrite() throws {
        let names = (1...12).map { FrameWriter.fileName(ofFrame: $0) } + ["frame_000003.png", ".frame_00002.png.ABC.tmp", "notes.txt"]
        let folder = try folder(holding: names)
        try FrameWriter(folder: folder.url).prepareFolder(frameCount: 10, overwrite: true)
        #expect(try folder.contents() == (1...10).map { FrameWriter.fileName(ofFrame: $0) } + ["notes.txt"])
    }

    @Test func framesOfThisRunAreKeptForSlicesOfOneRender() throws {
        let folder = try folder(holding: (1...4).map { FrameWriter.fileName(ofFrame: $0) })
        try FrameWriter(folder: folder.url).prepareFolder(frameCount: 10, overwrite: false)
        #expect(try folder.contents().count == 4)
    }

    @Test func foreignFramesAreNamedInOneLine() {
        let error = FrameFolderError.foreignFrames(folder: "/out", names: (11...300).map { FrameWriter.fileName(ofFrame: $0) })
        #expect(error.description == "'/out' holds 290 frame(s) this run would not write (frame_00011.png … frame_00300.png), "
            + "left from another run: use --overwrite to remove them first, or another folder")
    }

    @Test func folderUnderAFileSaysWhichPartIsAFile() throws {
        let folder = try folder(holding: ["afile"])
        let target = folder.file("afile/frames")
        #expect(throws: FlipbookError.cannotWrite(path: target.path, reason: "'\(folder.file("afile").path)' is a file, not a folder")) {
            try FrameWriter(folder: target).prepareFolder(frameCount: 1, overwrite: false)
        }
        #expect(throws: FlipbookError.cannotWrite(path: folder.file("afile").path, reason: "it is a file, not a folder")) {
            try FileSystem.createFolder(at: folder.file("afile"))
        }
    }

    @Test func folderThatCannotBeMadeGivesTheSystemsReason() throws {
        #expect(throws: FlipbookError.cannotWrite(path: "/proc/flipbook-test/frames",
                                                   reason: "cannot create the folder: No such file or directory")) {
            try FileSystem.createFolder(at: URL(fileURLWithPath: "/proc/flipbook-test/frames"))
        }
    }
}
