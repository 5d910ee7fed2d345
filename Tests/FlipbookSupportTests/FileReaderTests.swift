import FlipbookSupport
import Foundation
import Testing
import TestSupport

@Suite("FileReader")
struct FileReaderTests {
    @Test func readsAWholeFile() throws {
        let folder = try TemporaryFolder()
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })
        try bytes.write(to: folder.file("a.bin"))
        #expect(try FileReader.contents(of: folder.file("a.bin")) == bytes)
    }

    @Test func aDeviceThatNeverEndsIsRefusedAtTheLimit() {
        #expect(throws: FileError(.read, path: "/dev/zero", reason: "larger than 1 MB, the most Flipbook reads")) {
            try FileReader.contents(of: URL(fileURLWithPath: "/dev/zero"), limit: 1 << 20)
        }
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        try Data(count: (2 << 20) + 1).write(to: folder.file("big.bin"))
        let error = #expect(throws: FileError.self) { try FileReader.contents(of: folder.file("big.bin"), limit: 2 << 20) }
        #expect(error?.reason == "larger than 2 MB, the most Flipbook reads")
    }

    @Test func aFolderOrAMissingFileGivesTheSystemsReason() throws {
        let folder = try TemporaryFolder()
        let missing = #expect(throws: FileError.self) { try FileReader.contents(of: folder.file("nope.json")) }
        #expect(missing?.description == "cannot read '\(folder.file("nope.json").path)': No such file or directory")
        let directory = #expect(throws: FileError.self) { try FileReader.contents(of: folder.url) }
        #expect(directory?.reason == "Is a directory")
    }
}
