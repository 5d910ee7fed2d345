import Foundation
import Testing
import TestSupport

/// A command that fails leaves no file and no folder it made.
@Suite("flipbook: nothing left by failing commands")
struct LeftoverTests {
    @Test func aStorePathTooLongLeavesNoFolders() throws {
        let folder = try TemporaryFolder()
        let store = folder.url.appendingPathComponent(Array(repeating: String(repeating: "d", count: 200), count: 25).joined(separator: "/"))
            .appendingPathComponent("s.json")
        let result = try CommandRunner.run(["memorize", "themes", "add", "--name", "X", "--emojis", "🍎🍐", "--store", store.path])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.contains("File name too long"), "\(result.standardError)")
        #expect(try folder.contents().isEmpty)
    }

    @Test func aDocumentThatCannotBeSavedLeavesNoFolders() throws {
        let folder = try TemporaryFolder()
        let document = folder.url.appendingPathComponent(Array(repeating: String(repeating: "d", count: 200), count: 25).joined(separator: "/"))
            .appendingPathComponent("doc.json")
        try Data("app emojiart\ndocument \(document.path)\ndrag palette \"🚗\" -> 200,300 over 0.6\n".utf8).write(to: folder.file("s.touches"))
        let result = try CommandRunner.run(["play", folder.file("s.touches").path, "--no-frames"])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(try folder.contents() == ["s.touches"])
    }
}
