import Flipbook
import Foundation
import Memorize
import Testing

/// Extra credit 2: on an iPad's size the chooser is the sidebar of a split view and the
/// selected theme's game its detail; on a phone's, the stack.
@MainActor
@Suite("Memorize Themes: the split view on a wide size")
struct SplitViewTests {
    static let iPad = CGSize(width: 1024, height: 768)

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

    @Test func editingTheShownThemeDealsItsNewGameBesideTheList() throws {
        let session = try ThemesAppSession(size: Self.iPad)
        try session.play("tap row \"Faces\"\nwait 1\ntap deck\nwait 3")
        let cards = try session.cards
        let match = try #require(cards.indices.dropFirst().first { cards[$0] == cards[0] })
        try session.play("tap card 1\nwait 1\ntap card \(match + 1)\nwait 1\ntap card 2\nwait 1")
        #expect(try session.state["score"] as? Int == 2)
        try session.play("swipe right on row \"Faces\"\nwait 0.5\ntap button \"Edit Theme\"\nwait 1\n"
                         + "tap stepper \"9 pairs\" -\ntap button \"Done\"\nwait 4")
        #expect(try session.state["score"] as? Int == 0, "a new game")
        let onTable = session.scene.player.targetNames.filter { $0.kind == "card" }
        #expect(onTable.count == 16, "every card of the new game dealt, the matched pair's places too: \(onTable.count)")
    }

    @Test func aThemeSettingSelectsThatTheme() throws {
        let session = try ThemesAppSession(["theme": "Hearts"], size: Self.iPad)
        #expect(try session.screen == "game")
        #expect(try (session.state["theme"] as? [String: Any])?["name"] as? String == "Hearts")
    }
}
