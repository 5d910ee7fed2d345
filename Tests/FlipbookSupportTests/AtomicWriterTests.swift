import FlipbookSupport
import Foundation
import Testing
import TestSupport

@Suite("AtomicWriter")
struct AtomicWriterTests {
    private func mode(of url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    /// Unflushed writes (frames, flushed once a run) replace files the same way.
    @Test(arguments: [true, false])
    func writesANewFileAndReplacesItLeavingNoTemporaryFile(flushing: Bool) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("state.json")
        try AtomicWriter.write(Data("one".utf8), to: url, flushing: flushing)
        try AtomicWriter.write(Data("two".utf8), to: url, flushing: flushing)
        #expect(try Data(contentsOf: url) == Data("two".utf8))
        #expect(try folder.contents() == ["state.json"])
    }

    @Test(arguments: [0o600, 0o640, 0o755], [true, false])
    func aReplacedFileKeepsItsPermissions(permissions: Int, flushing: Bool) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("themes.json")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
        try AtomicWriter.write(Data("new".utf8), to: url, flushing: flushing)
        #expect(try mode(of: url) == permissions)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
    }

    @Test(arguments: ["target.json", "real/target.json"])
    func aSymbolicLinkIsWrittenThroughAndStaysALink(destination: String) throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("real"), withIntermediateDirectories: true)
        let target = folder.file(destination), link = folder.file("link.json")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: destination)  // relative
        try AtomicWriter.write(Data("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == destination)
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        let targetFolder = target.deletingLastPathComponent()
        #expect(try FileManager.default.contentsOfDirectory(atPath: targetFolder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json").path, withDestinationPath: folder.file("new.json").path)
        try AtomicWriter.write(Data("made".utf8), to: folder.file("link.json"))
        #expect(try Data(contentsOf: folder.file("new.json")) == Data("made".utf8))
        #expect(try folder.contents() == ["link.json", "new.json"])
    }

    @Test func aMissingFolderIsNamedAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("no-such-folder/state.json")
        #expect {
            try AtomicWriter.write(Data("x".utf8), to: url)
        } throws: { error in
            (error as? FileError)?.description == "cannot write '\(url.path)': No such file or directory"
        }
        #expect(try folder.contents().isEmpty)
    }

    @Test func aFolderInTheWayIsNamedAndKept() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("state.json"), withIntermediateDirectories: true)
        #expect {
            try AtomicWriter.write(Data("x".utf8), to: folder.file("state.json"))
        } throws: { error in
            (error as? FileError)?.reason == "Is a directory"
        }
        #expect(try folder.contents() == ["state.json"])
    }

    /// Root writes into read-only folders, so this runs for other users only; the command-line
    /// tests make a write fail halfway for root too (a file size limit).
    @Test(.enabled(if: getuid() != 0, "root may write into a read-only folder"))
    func aReadOnlyFolderKeepsTheOldFileAndGetsNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("state.json")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }
        #expect {
            try AtomicWriter.write(Data("new".utf8), to: url)
        } throws: { error in
            (error as? FileError)?.reason == "Permission denied"
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try folder.contents() == ["state.json"])
    }
}
