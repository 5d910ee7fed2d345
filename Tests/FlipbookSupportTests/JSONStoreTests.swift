import FlipbookSupport
import Foundation
import Testing
import TestSupport

@Suite("JSONStore")
struct JSONStoreTests {
    struct Palette: Codable, Equatable {
        var name: String
        var emojis: String
    }

    static let palettes = [Palette(name: "Faces", emojis: "😀😎"), Palette(name: "Weather", emojis: "☀️🌧️")]

    @Test func savedValuesLoadBackAndAMissingFileIsNil() throws {
        let folder = try TemporaryFolder()
        let store = JSONStore<[Palette]>(url: folder.file("palettes.json"))
        #expect(try store.loadIfPresent() == nil)
        try store.save(Self.palettes)
        #expect(try store.load() == Self.palettes)
        #expect(try folder.contents() == ["palettes.json"])
    }

    @Test(arguments: [
        ("[{\"name\": \"Faces\",\n  \"emojis\" \"😀\"}]", "line 2, column 12: not valid JSON"),
        ("[{\"name\": \"Faces\"}]", "[0]: missing \"emojis\""),
        ("", "the file is empty"),
    ])
    func aCorruptFileIsReportedInOneLineAndKeptByteForByte(text: String, problem: String) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("palettes.json")
        try Data(text.utf8).write(to: url)
        let store = JSONStore<[Palette]>(url: url)
        #expect {
            try store.load()
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("\(url.path): ") && description.contains(problem) && !description.contains("\n")
        }
        #expect {
            try store.save(Self.palettes)
        } throws: { error in
            guard case .refusedToOverwrite(let file, let found)? = error as? JSONStoreError else { return false }
            return file == url.path && found.contains(problem)
        }
        #expect(try Data(contentsOf: url) == Data(text.utf8), "never overwritten")
        #expect(try folder.contents() == ["palettes.json"])
    }

    @Test func anUnreadableFileIsReportedAndKept() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("palettes.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let store = JSONStore<[Palette]>(url: url)
        #expect(throws: JSONStoreError.unreadable(file: url.path, reason: "Is a directory")) { try store.load() }
        #expect(throws: JSONStoreError.refusedToOverwrite(file: url.path, problem: "cannot be read: Is a directory")) {
            try store.save(Self.palettes)
        }
        #expect(try folder.contents() == ["palettes.json"])
    }

    @Test func savingKeepsPermissionsAndWritesThroughALink() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("real.json"), link = folder.file("palettes.json")
        let store = JSONStore<[Palette]>(url: link)
        try JSONStore<[Palette]>(url: target).save([])
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
        try store.save(Self.palettes)
        #expect(try JSONStore<[Palette]>(url: target).load() == Self.palettes)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o600)
    }

    @Test func aValueThatCannotBeEncodedLeavesTheOldFile() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("numbers.json")
        let store = JSONStore<[Double]>(url: url)
        try store.save([1, 2])
        #expect(throws: JSONStoreError.self) { try store.save([.nan]) }
        #expect(try store.load() == [1, 2])
        #expect(try folder.contents() == ["numbers.json"])
    }
}
