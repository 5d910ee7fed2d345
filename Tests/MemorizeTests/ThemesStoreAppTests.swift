import Flipbook
import Foundation
import Memorize
import Testing
import TestSupport

/// The store as the app meets it: problems told in an alert naming the file, a store that
/// cannot be saved, nothing on disk lost.
@Suite("Memorize Themes: the store in the app")
struct ThemesStoreAppTests {
    @Test func aCorruptStoreIsToldInAnAlertAtLaunchNamingTheFile() throws {
        let folder = try TemporaryFolder()
        try Data("[{\"name\": \"Broken\"".utf8).write(to: folder.file("themes.json"))
        let session = try ThemesAppSession(folder: folder)
        let alert = try #require(session.texts.first { $0.contains("themes.json") }, "\(session.texts)")
        #expect(alert.contains("moved aside") && alert.contains("themes.json.corrupt"))
        #expect(session.texts.contains("Themes Store"))
        #expect(try Data(contentsOf: folder.file("themes.json.corrupt")) == Data("[{\"name\": \"Broken\"".utf8))
        try session.play("tap button \"OK\"\nwait 0.5")
        #expect(!session.texts.contains("Themes Store"))
        #expect(try session.names.count == 10, "the built-in themes, saved anew")
    }

    @Test func aHealthyStoreShowsNoAlert() throws {
        let session = try ThemesAppSession()
        #expect(!session.texts.contains("Themes Store"))
    }

    @Test(.enabled(if: ReadOnlyFolder.isPossible, "a folder can be made read-only here"))
    func aStoreThatCannotBeSavedKeepsTheFileAndSaysSo() throws {
        let folder = try TemporaryFolder()
        _ = try ThemesAppSession(folder: folder)
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
