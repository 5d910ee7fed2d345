import Flipbook
import Foundation
import Memorize
import Testing
import TestSupport

/// The store as the app meets it: problems told in an alert naming the file, a store that
/// cannot be saved, nothing on disk lost.
@MainActor
@Suite("Memorize Themes: the store in the app")
struct ThemesStoreAppTests {
    @Test func aCorruptStoreIsRefusedAtLaunchNamingTheFileAndKept() throws {
        let folder = try TemporaryFolder()
        try Data("[{\"name\": \"Broken\"".utf8).write(to: folder.file("themes.json"))
        #expect {
            _ = try ThemesAppSession(folder: folder)
        } throws: { error in
            "\(error)".hasPrefix(folder.file("themes.json").path + ": line 1, column ")
        }
        #expect(try Data(contentsOf: folder.file("themes.json")) == Data("[{\"name\": \"Broken\"".utf8))
        #expect(try folder.contents() == ["themes.json"], "nothing moved aside")
    }

    @Test func aHealthyStoreShowsNoAlert() throws {
        let session = try ThemesAppSession()
        #expect(!session.texts.contains("Themes Store"))
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "a folder can be made read-only here"))
    func aStoreThatCannotBeSavedKeepsTheFileAndSaysSo() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Repository.path("assets/themes.json")), to: folder.file("themes.json"))
        let before = try Data(contentsOf: folder.file("themes.json"))
        try ReadOnlyFolder.with(folder.url) {
            let session = try ThemesAppSession(folder: folder)
            try session.play("swipe left on row \"Vehicles\"\nwait 0.5\ntap button \"Delete\"\nwait 1")
            #expect(try !session.names.contains("Vehicles"), "the change is kept in memory")
            #expect(session.texts.contains { $0.contains("cannot be saved") }, "\(session.texts)")
            try session.play("tap button \"OK\"\nwait 0.5")
            #expect(session.texts.contains { $0.hasPrefix("Changes cannot be saved to") })
        }
        #expect(try Data(contentsOf: folder.file("themes.json")) == before, "the file, whole")
        #expect(try folder.contents() == ["themes.json"])
    }
}
