import FlipbookSupport
import Foundation
import Testing
import TestSupport

@Suite("JSONStore: a corrupt file moved aside on purpose")
struct JSONStoreAsideTests {
    @Test func aCorruptFileIsMovedAsideWholeOnlyWhenAsked() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("list.json")
        let store = JSONStore<[String]>(url: url)
        try Data("[1,".utf8).write(to: url)
        #expect(throws: JSONStoreError.self) { try store.loadIfPresent(settingAsideCorrupt: false) }
        #expect(try folder.contents() == ["list.json"])
        let first = try store.loadIfPresent(settingAsideCorrupt: true)
        #expect(first.value == nil)
        #expect(first.setAside?.hasSuffix("moved aside, kept as it was, to \(url.path).corrupt, to start afresh") == true, "\(first.setAside ?? "")")
        try Data("{".utf8).write(to: url)
        #expect(try store.loadIfPresent(settingAsideCorrupt: true).value == nil)
        #expect(try folder.contents() == ["list.json.corrupt", "list.json.corrupt-2"].sorted())
        #expect(try Data(contentsOf: folder.file("list.json.corrupt")) == Data("[1,".utf8))
        #expect(try Data(contentsOf: folder.file("list.json.corrupt-2")) == Data("{".utf8))
    }

    @Test func aGoodFileLoadsAndAnUnreadableOneStays() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("list.json")
        try Data("[\"a\"]".utf8).write(to: url)
        let loaded = try JSONStore<[String]>(url: url).loadIfPresent(settingAsideCorrupt: true)
        #expect(loaded.value == ["a"] && loaded.setAside == nil)
        let dir = folder.file("dir.json")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        #expect(throws: JSONStoreError.unreadable(file: dir.path, reason: "Is a directory")) {
            try JSONStore<[String]>(url: dir).loadIfPresent(settingAsideCorrupt: true)
        }
        #expect(try folder.contents() == ["dir.json", "list.json"])
    }
}
