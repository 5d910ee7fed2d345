import Flipbook
import Foundation
import Memorize
import Testing

/// Extra credit 2: on an iPad's size the chooser is the sidebar of a split view and the
/// selected theme's game its detail; on a phone's, the stack.
@Suite("Memorize Themes: the split view on a wide size")
struct SplitViewTests {
    static let iPad = Size(width: 1024, height: 768)

    @Test func selectingARowShowsItsGameBesideTheList() throws {
        let session = try ThemesAppSession(size: Self.iPad)
        #expect(try session.screen == "chooser")
        try session.play("tap row \"Animals\"\nwait 1")
        #expect(try session.screen == "game")
        #expect(try (session.state["theme"] as? [String: Any])?["name"] as? String == "Animals")
        #expect(session.scene.player.location(of: TargetName("back")) == nil, "nothing was pushed")
        #expect(session.scene.player.targetNames.contains(TargetName("row", label: "Halloween")), "the list stays")
    }

    @Test func aGameIsKeptWhileAnotherThemeIsSelected() throws {
        let session = try ThemesAppSession(size: Self.iPad)
        try session.play("tap row \"Faces\"\nwait 1\ntap deck\nwait 3\ntap card 1\nwait 1")
        let cards = try session.cards
        try session.play("tap row \"Sports\"\nwait 1\ntap row \"Faces\"\nwait 1")
        #expect(try session.cards == cards)
        #expect(try session.state["games"] as? [String] == ["Faces", "Sports"])
    }

    @Test func aThemeSettingSelectsThatTheme() throws {
        let session = try ThemesAppSession(["theme": "Hearts"], size: Self.iPad)
        #expect(try session.screen == "game")
        #expect(try (session.state["theme"] as? [String: Any])?["name"] as? String == "Hearts")
    }
}
